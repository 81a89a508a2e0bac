import type { ComponentType } from 'react';
import { pathInApp } from '@video/domain';
import { type Route, routes, SCREEN_NAMES, type ScreenName, screenAt } from '@video/routes';
import type { RouteForward } from '../core/route-forward';
import { lazyScreen } from './lazy-screen';

/**
 * A screen of the table (`routes` in `@video/routes`) as the shell shows it: its code, loaded on
 * demand, and where its address forwards, if anywhere.
 */
export interface AppRoute extends Pick<
  Route,
  'path' | 'nested' | 'title' | 'tab' | 'kept' | 'outline' | 'leadImage' | 'untracked' | 'arrival'
> {
  /** Its key in the table: its kept view's and its tab's key. */
  readonly name: ScreenName | 'notFound';
  /**
   * Where the address forwards before its screen shows, when it does
   * (`features/<name>/<name>-forward.ts`): the shell moves there in place (React Router's
   * `<Navigate replace>`) and reports a page view for the address reached only.
   */
  readonly forward?: RouteForward;
  readonly Screen: ComponentType;
  /** Downloads the screen's code (e.g. while the config loads); never rejects. */
  readonly preload: () => Promise<void>;
}

/** Every screen's module, by its file: each is a chunk of its own, loaded when first shown. */
const screenModules = import.meta.glob<Record<string, ComponentType>>('../features/*/*-screen.tsx');

/** The screens' forwarding rules, by their files: small, and needed before the screen's code. */
const forwardModules = import.meta.glob<Record<string, RouteForward>>(
  '../features/*/*-forward.ts',
  { eager: true },
);

/** `shortVideoGrid` → `short-video-grid`: a screen's folder and files are named as its key. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The files of screen `name` and what they export: `features/<name>/<name>-screen.tsx` with
 * `<Name>Screen`, and, if it forwards, `features/<name>/<name>-forward.ts` with `<name>Forward`.
 */
export function screenFiles(name: string) {
  const folder = `../features/${kebab(name)}/${kebab(name)}`;
  return {
    screen: `${folder}-screen.tsx`,
    component: `${name.charAt(0).toUpperCase()}${name.slice(1)}Screen`,
    forward: `${folder}-forward.ts`,
    forwardRule: `${name}Forward`,
  };
}

/** A screen with its code, asked for again after a failed load, and its forwarding rule. */
function appRoute(name: AppRoute['name'], shown: Omit<AppRoute, 'name' | 'Screen' | 'preload'>) {
  const files = screenFiles(name);
  const load = screenModules[files.screen];
  if (!load) throw new Error(`The screen ${name} has no module ${files.screen}.`);
  const forward = forwardModules[files.forward]?.[files.forwardRule] as RouteForward | undefined;
  return {
    name,
    ...shown,
    ...(forward && { forward }),
    ...lazyScreen(async () => (await load())[files.component] as ComponentType),
  };
}

/** Every screen of the product, in the table's order (the tab bar's). */
export const appRoutes: readonly AppRoute[] = SCREEN_NAMES.map((name) =>
  appRoute(name, routes[name]),
);

/** What every other address shows. */
const notFoundRoute: AppRoute = appRoute('notFound', {
  path: '*',
  nested: false,
  title: '页面不存在',
});

/** The route at `pathname` (inside the app; `/` is home's), the not-found route when none. */
export function routeAt(pathname: string): AppRoute {
  const name = screenAt(pathname);
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
