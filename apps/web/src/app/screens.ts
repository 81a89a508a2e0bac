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

/** Every screen's module, by its file: each is a chunk of its own, loaded when first shown. */
const screenModules = import.meta.glob<Record<string, ComponentType>>('../features/*/*-screen.tsx');

/** `shortVideoGrid` → `short-video-grid`: a screen's folder and file are named as its address. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The module of screen `name` and its component: `features/<name>/<name>-screen.tsx`, `<Name>Screen`. */
export function screenModule(name: string): { readonly file: string; readonly component: string } {
  return {
    file: `../features/${kebab(name)}/${kebab(name)}-screen.tsx`,
    component: `${name.charAt(0).toUpperCase()}${name.slice(1)}Screen`,
  };
}

/** Every screen is its own chunk, asked for again after a failed load. */
function withScreen(entry: RouteEntry): AppRoute {
  const { file, component } = screenModule(entry.name);
  const load = screenModules[file];
  if (!load) throw new Error(`The screen ${entry.name} has no module ${file}.`);
  return { ...entry, ...lazyScreen(async () => (await load())[component] as ComponentType) };
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
