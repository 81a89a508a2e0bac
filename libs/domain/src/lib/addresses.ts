/*
 * How a screen's address is written and read: the mechanism behind the table of screens
 * (`routes` in `@video/routes`), and the one matcher of the app's addresses.
 */

/** The part of an address a screen reads: the router's or the window's location. */
export interface AddressParts {
  readonly pathname: string;
  readonly search: string;
}

/** A query value as a link writes it; an undefined one is left out. */
type QueryValue = string | number | undefined;

/** What a link to a screen adds to its path: a child segment (`/find/artist`), a query. */
interface LinkParts {
  readonly child?: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
}

/** A query's first value of `name`, decoded; null when absent or undecodable. */
type QueryReader = (name: string) => string | null;

/** One screen's address: the path matched, a link builder and a reader of what it says. */
export interface ScreenPath<Link extends readonly unknown[], Read> {
  readonly path: string;
  /** Also matches the path's children (`/find/artist`). */
  readonly nested: boolean;
  /** A link to the screen, inside the app (without the path the app lives under). */
  readonly href: (...link: Link) => string;
  /** What the address says to the screen, every value parsed; bad values read as absent. */
  readonly read: (address: AddressParts) => Read;
}

/** How a screen's address is read and linked to (see {@link screenPath}). */
export interface ScreenPathParts<Link extends readonly unknown[], Read> {
  readonly nested?: boolean;
  readonly link?: (...link: Link) => LinkParts;
  readonly read?: (query: QueryReader, pathname: string) => Read;
}

/** A screen's address at `path`: its link builder and the reader of its query. */
export function screenPath<Link extends readonly unknown[] = [], Read = Record<never, never>>(
  path: string,
  parts: ScreenPathParts<Link, Read> = {},
): ScreenPath<Link, Read> {
  return {
    path,
    nested: parts.nested ?? false,
    href: (...link) => {
      const { child, query } = parts.link?.(...link) ?? {};
      return `${path}${child === undefined ? '' : `/${child}`}${queryString(query)}`;
    },
    read: ({ pathname, search }) =>
      parts.read?.((name) => queryParam(search, name), pathname) ?? ({} as Read),
  };
}

/** An address a screen may be matched at. */
export interface PathPattern {
  readonly path: string;
  readonly nested?: boolean;
}

/**
 * The pattern of `patterns` that `pathname` matches: exactly (case-sensitive, a trailing slash
 * allowed), or below a nested one (`/find/rank`); `/` is `startPath`. The one matcher of the
 * app's addresses; free of any import, so that the script that paints the page's outline
 * before any module has loaded matches with it too.
 */
export function matchPath<P extends PathPattern>(
  patterns: readonly P[],
  pathname: string,
  startPath: string,
): P | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = trimmed === '/' ? startPath : trimmed;
  return patterns.find(
    (pattern) =>
      pattern.path === path || (pattern.nested === true && path.startsWith(`${pattern.path}/`)),
  );
}

/**
 * `pathname` inside the app, without the path the app lives under (`base`, as a build's base
 * path gives it: `/` or e.g. `/m/`): `/m/home` is `/home` there.
 */
export function pathInApp(pathname: string, base: string): string {
  const prefix = base.replace(/\/+$/, '');
  if (prefix === '' || (pathname !== prefix && !pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || '/';
}

/** `href` with `query` added (e.g. an installed app's `source=pwa`). */
export function withQuery(href: string, query: Readonly<Record<string, QueryValue>>): string {
  const added = queryString(query);
  return added === '' ? href : `${href}${href.includes('?') ? '&' : '?'}${added.slice(1)}`;
}

function queryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  const pairs = Object.entries(query ?? {}).flatMap(([name, value]) =>
    value === undefined ? [] : [`${name}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** The first value of `name` in a query string, decoded; null when absent or undecodable. */
function queryParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const separator = pair.indexOf('=');
    const key = separator === -1 ? pair : pair.slice(0, separator);
    if (decode(key) !== name) continue;
    return separator === -1 ? '' : decode(pair.slice(separator + 1));
  }
  return null;
}

/** Query-string decoding (`+` is a space); null for a broken escape such as `%E4`. */
function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}
