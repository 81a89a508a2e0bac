import {
  type AppConfig,
  createImageCodec,
  createPageViewTracker,
  loadConfig,
} from '@video/api-client';
import type { EncryptedImage } from '@video/domain';
import { storage } from '@video/storage';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createSnackbar } from '@video/ui';
import { outlineLeadBox, showLeadInOutline } from './outline-lead';
import { preloadScreen, startFirstCalls, vendorPath } from './routes';
import { followColorScheme, systemDarkQuery } from '../core/color-scheme';
import { createConnectivity, probeOf } from '../core/connectivity';
import { createExternalOpener } from '../core/external-links';
import { imageLanes } from '../core/image-lanes';
import { createInstallOffer } from '../core/install-offer';
import { takeHandedToken } from '../core/handed-token';
import type { AppServices } from '../core/services';
import { type AppStore, makeStore } from '../core/store/make-store';
import { createUpdateOffer } from '../core/update-offer';
import { tokenHanded } from '../core/store/session-slice';
import { ensureVisitorCode } from '../core/visitor-code';
import { type DeferredNavigator, deferredNavigator } from './deferred-navigator';

function createServices(
  config: AppConfig,
  appRoot: string,
  onLeadImage: (loaded: Promise<string | undefined>) => void,
): AppServices {
  const connectivity = createConnectivity({ probe: probeOf(appRoot) });
  const codec = createImageCodec({ fetch: window.fetch.bind(window), cipher: config.imageCipher });
  // The decrypt worker's script loads beside the first API calls, not after the first cover.
  codec.prepare();
  const images = imageLanes(
    Object.assign((image: EncryptedImage, signal?: AbortSignal) => codec.load(image, signal), {
      cached: (image: EncryptedImage) => codec.cached(image),
    }),
  );
  const tracker = createPageViewTracker({
    siteId: config.stats?.siteId,
    endpoint: config.stats?.endpoint ?? '',
    fetch: connectivity.watch(window.fetch.bind(window)),
  });
  const snackbar = createSnackbar();
  return {
    config,
    storage,
    snackbar,
    loadImage: images.other,
    startLeadImage: (address) => {
      onLeadImage(images.lead(address));
    },
    trackPageView: (path) => tracker.track(path),
    now: () => Date.now(),
    pageOpenedAt: performance.timeOrigin,
    random: () => Math.random(),
    openExternal: createExternalOpener(snackbar),
    updateOffer: createUpdateOffer(),
    connectivity,
    colorScheme: followColorScheme({
      storage,
      root: document.documentElement,
      systemDark: systemDarkQuery(),
    }),
    install: createInstallOffer(window),
  };
}

/** The app's pieces once the config is in: what the first render needs. */
export interface Booted {
  readonly ok: true;
  readonly store: AppStore;
  readonly services: AppServices;
  /**
   * Where the store's moves (a 401 to the vendor screen) go once the router exists: a move asked
   * for before is made as soon as the router is handed over.
   */
  readonly navigator: DeferredNavigator;
  /**
   * Settles once the first screen's lead image shows in the outline, or failed; at once when
   * there is none, or no box for it in the outline.
   */
  readonly leadImage: Promise<unknown>;
}

/** The config could not be used: what was wrong with it, for the boot error. */
export interface BootFailed {
  readonly ok: false;
  readonly problems: readonly string[];
}

/**
 * Everything of the start that needs no renderer, run while React's own code still downloads:
 * the config, the store, the services, and the screen's first calls and first cover. Resolves
 * once the first screen's code is in as well, so that it renders without a loading flash.
 */
export async function boot(): Promise<Booted | BootFailed> {
  // Before anything is fetched: a handed-over token leaves the address at once.
  const handedToken = takeHandedToken(window.location, window.history);
  // The first screen's code downloads beside the config.
  const screenLoaded = preloadScreen(window.location.pathname);
  // config.json sits beside index.html, whatever deep link the visitor opened.
  const appRoot = new URL(import.meta.env.BASE_URL, window.location.href).href;
  const result = await loadConfig(window.fetch.bind(window), appRoot);
  if (!result.ok) {
    console.error('config.json is unusable:', result.problems);
    return { ok: false, problems: result.problems };
  }
  // The first screen's lead image shows in the outline's box for it as soon as it is in.
  const outlineBox = outlineLeadBox(document);
  const shownInOutline: Promise<unknown>[] = [];
  const services = createServices(result.config, appRoot, (loaded) => {
    if (!outlineBox) return;
    shownInOutline.push(loaded.then((url) => url && showLeadInOutline(outlineBox, url)));
  });
  ensureVisitorCode(services.storage);
  const navigator = deferredNavigator();
  const store = makeStore(
    {
      config: result.config,
      storage: services.storage,
      clientWidth: window.innerWidth,
      fetch: services.connectivity.watch(window.fetch.bind(window)),
      isOffline: () => !services.connectivity.isOnline(),
      onUnauthorized: (message) => navigator.navigate(vendorPath(message)),
    },
    handedToken === null ? undefined : { handedToken },
  );
  // A token link opened where the app already is changes only the fragment: no new load.
  window.addEventListener('hashchange', () => {
    const handed = takeHandedToken(window.location, window.history);
    if (handed !== null) store.dispatch(tokenHanded(handed));
  });
  // Back online (or back to the tab), what the screens show is asked for again.
  setupListeners(store.dispatch);
  startFirstCalls(window.location, store, services, {
    authRequired: result.config.authRequired,
  });
  await screenLoaded;
  return { ok: true, store, services, navigator, leadImage: Promise.all(shownInOutline) };
}
