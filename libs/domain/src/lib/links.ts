import type { ListQuery } from './entities';
import { parseVideoId } from './ids';
import { encodeShareId } from './share-id';

/** The normal player's path for video `id`. */
export function playVideoPath(id: number): string {
  return `/playVideo?id=${id}`;
}

/**
 * The share player's path for share video `id` (see {@link encodeShareId}).
 *
 * @throws RangeError when `id` is not a video id.
 */
export function playVideoSharePath(id: number): string {
  return `/playVideoShare?id=${encodeShareId(id)}`;
}

/** The list's path for a category and sort, the page being kept out of the URL. */
export function listPath(query: Pick<ListQuery, 'typeId'> & Partial<ListQuery>): string {
  const orderby = query.orderby === undefined ? '' : `&orderby=${query.orderby}`;
  return `/list?typeId=${query.typeId}${orderby}`;
}

/**
 * Where `/playLink` sends the visitor: `/playVideo?id=<id>`, keeping only the id of `search`
 * (a query string, with or without its `?`). Null when there is no readable id.
 */
export function playLinkTarget(search: string): string | null {
  const id = parseVideoId(queryParam(search, 'id'));
  return id === null ? null : playVideoPath(id);
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

const SAFE_SCHEMES = /^https?:\/\//i;

/**
 * `url` when it is an absolute http(s) link that is safe to open for a visitor, else null: ads,
 * check-in, activity and exchange links come from the server, and a `javascript:` or `data:` link
 * must never run in the app's origin.
 */
export function safeExternalUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  // A control character or space inside a URL is how scheme filters are usually fooled.
  if (!SAFE_SCHEMES.test(trimmed) || hasControlOrSpace(trimmed)) return null;
  return trimmed;
}

function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}
