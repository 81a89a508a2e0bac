import type { ComponentType } from 'react';
import { pathInApp } from '@video/domain';
import { entryAt, notFoundEntry, type RouteEntry, routeManifest } from './route-manifest';
import { lazyScreen } from './lazy-screen';

/** A route of the manifest with its screen, loaded on demand. */
export interface AppRoute extends RouteEntry {
  readonly Screen: ComponentType;
  /** Downloads the screen's code (e.g. while the config loads); never rejects. */
  readonly preload: () => Promise<void>;
}

/** Every screen is its own chunk, asked for again after a failed load. */
function withScreen(entry: RouteEntry): AppRoute {
  return { ...entry, ...lazyScreen(entry.screen) };
}

/** Every route of the product (see `route-manifest.ts`), with its screen. */
export const appRoutes: readonly AppRoute[] = routeManifest.map(withScreen);

const notFoundRoute: AppRoute = withScreen(notFoundEntry);

/** The route at `pathname` (inside the app), with its screen; the not-found route when none. */
export function routeAt(pathname: string): AppRoute {
  const { name } = entryAt(pathname);
  return appRoutes.find((route) => route.name === name) ?? notFoundRoute;
}

/**
 * Downloads the code of the screen at `pathname` (the page's, under the app's base path; `/` shows
 * home), so that it arrives beside the store rather than after the first render; never rejects.
 * Without the router: the start asks for it before the framework has arrived.
 */
export function preloadScreen(pathname: string): Promise<void> {
  return routeAt(pathInApp(pathname, import.meta.env.BASE_URL)).preload();
}
