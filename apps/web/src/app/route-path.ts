/** A route's address as the router matches it. */
export interface RoutePath {
  readonly path: string;
  /** Also matches the path's children (`/find/rank`). */
  readonly nested?: boolean;
}

/**
 * The route of `pathname` among `routes`, matched as React Router matches the manifest's routes
 * (a trailing slash allowed, a nested route's children too); `/` is `startPath`'s. Free of any
 * import: the outline script, which runs before any module has loaded, matches with it too.
 */
export function routeAt<R extends RoutePath>(
  routes: readonly R[],
  pathname: string,
  startPath: string,
): R | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = trimmed === '/' ? startPath : trimmed;
  return routes.find(
    (route) => route.path === path || (route.nested === true && path.startsWith(`${route.path}/`)),
  );
}

/**
 * `pathname` inside the app, without the path the app lives under (`base`, as the build's
 * `BASE_URL` gives it: `/` or e.g. `/m/`): `/m/home` is `/home` there.
 */
export function pathInApp(pathname: string, base: string): string {
  const prefix = base.replace(/\/+$/, '');
  if (prefix === '' || (pathname !== prefix && !pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || '/';
}
