/** `pathname` without trailing slashes (`/list/` is `/list`); `/` stays. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The path of the screen a first visit at `pathname` shows: `/` leads home. */
export function firstVisitPath(pathname: string): string {
  const path = withoutTrailingSlash(pathname);
  return path === '/' ? '/home' : path;
}
