import { matchRoutes, type RouteObject } from 'react-router-dom';
import { type AppRoute, appRoutes, notFoundRoute } from './screens';

export type { AppRoute } from './screens';
export type { TabKey } from './route-manifest';

/**
 * The routes as React Router matches them: case-sensitive like the addresses the product hands
 * out, a nested route's children under `/*`, the not-found route last. Each carries its route
 * as `handle`.
 */
export const routeObjects: readonly RouteObject[] = [
  ...appRoutes.map((route) => ({
    path: route.nested ? `${route.path}/*` : route.path,
    caseSensitive: true,
    handle: route,
  })),
  { path: '*', handle: notFoundRoute },
];

/** The route React Router matches `pathname` to; the not-found route when none does. */
export function matchRoute(pathname: string): AppRoute {
  const match = matchRoutes([...routeObjects], pathname)?.[0];
  return (match?.route.handle as AppRoute | undefined) ?? notFoundRoute;
}
