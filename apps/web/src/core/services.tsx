import { createContext, use, type ReactNode } from 'react';
import type { AppConfig, ClientError } from '@video/api-client';
import type { KeptFilmDetails } from '@video/domain';
import type { Downloads } from '@video/offline';
import type { TypedStorage } from '@video/storage';
import type { Snackbar } from '@video/ui';
import type { ColorSchemeFollower } from './color-scheme';
import type { Connectivity } from './connectivity';
import type { LoadImage } from './image-lanes';
import type { NetworkHints } from './network';
import type { InstallOffer } from './install-offer';
import type { UpdateOffer } from './update-offer';

/**
 * What screens need from the outside world, passed in once at boot so that tests can hand in a
 * memory store, a fixed clock and a fake opener.
 */
export interface AppServices {
  readonly config: AppConfig;
  readonly storage: TypedStorage;
  readonly snackbar: Snackbar;
  /**
   * Decrypts a cover to an object URL (the api-client's image codec), once the screen's lead
   * image is in (see `core/image-lanes`).
   */
  readonly loadImage: LoadImage;
  readonly now: () => number;
  /** When the page was opened (its navigation start), on the `now` clock. */
  readonly pageOpenedAt: number;
  readonly random: () => number;
  /** Reports a page view (a no-op when no stats site is configured). */
  readonly trackPageView: (path: string) => void;
  /**
   * Opens an outside link (ads, check-in) in a new context; only http and https are opened, and a
   * refused link says so in a toast. True when the link was opened.
   */
  readonly openExternal: (url: string) => boolean;
  /** A new version of the app waiting for the visitor (from the service worker). */
  readonly updateOffer: UpdateOffer;
  /** Whether the network can be reached, and the fetch that keeps that knowledge current. */
  readonly connectivity: Connectivity;
  /** What the browser says of the visitor's link: Save-Data, 2G, cellular. */
  readonly network: NetworkHints;
  /**
   * 离线缓存: the kept films and their downloads, whose code loads on the first call; null where
   * this page cannot keep films (see `canKeepFilms`).
   */
  readonly keptFilms: (() => Promise<Downloads<KeptFilmDetails>>) | null;
  /** The colour scheme on screen (the visitor's choice in 设置, or the system's). */
  readonly colorScheme: ColorSchemeFollower;
  /** How the app can be added to the home screen here (the browser's prompt, kept from boot). */
  readonly install: InstallOffer;
  /**
   * Reports a failure the app caught to the operator (a screen that broke, a film that cannot
   * play): once each, through the stats beacon; a no-op where the config names no endpoint.
   */
  readonly reportError: (error: ClientError) => void;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

/** The app's services; throws when rendered outside {@link ServicesProvider}, a programming error. */
export function useServices(): AppServices {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>.');
  return services;
}
