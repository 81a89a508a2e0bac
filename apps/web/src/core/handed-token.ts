import { pathInApp } from '@video/domain';
import { screenAt } from '@video/routes';

/** A bearer token as links carry it: URL-safe characters only, of a sane length. */
const TOKEN = /^[\w.~+/=-]{1,4096}$/;

const TOKEN_PARAM = 'token';

/** A handed token when it is well formed (surrounding blanks ignored), else null. */
export function readHandedToken(value: string | null): string | null {
  const token = value?.trim() ?? '';
  return TOKEN.test(token) ? token : null;
}

/**
 * Takes the token a link hands over in the fragment of the vendor screen's address
 * (`/vendor#token=…`) and removes every `token` from the address, fragment and query alike, with
 * `history.replaceState`. Called first at boot, before anything is fetched: the token then never
 * stays in the address bar, the history, a bookmark or a shared link, and never reaches a server
 * (a fragment is not sent, in a request or a Referer). A `?token=` in the query is dropped
 * unused: it has already been sent to the server and would be sent on in Referer headers.
 * Returns the token when it is well formed, else null. `base` is the path the app lives under
 * (`/`, or e.g. `/m/`, where the vendor screen is `/m/vendor`).
 */
export function takeHandedToken(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
  base = '/',
): string | null {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  if (!fragment.has(TOKEN_PARAM) && !query.has(TOKEN_PARAM)) return null;
  const atVendor = screenAt(pathInApp(location.pathname, base)) === 'vendor';
  const handed = atVendor ? fragment.get(TOKEN_PARAM) : null;
  fragment.delete(TOKEN_PARAM);
  query.delete(TOKEN_PARAM);
  // `toString`, not `size`: older WebViews lack the latter.
  const search = query.toString() === '' ? '' : `?${query}`;
  const hash = fragment.toString() === '' ? '' : `#${fragment}`;
  history.replaceState(history.state, '', `${location.pathname}${search}${hash}`);
  return readHandedToken(handed);
}

/**
 * Whether the token a link handed over is taken without asking: the visitor has none, or has
 * this one. Replacing another needs their yes (anyone can send them such a link).
 */
export function takesHandedTokenAtOnce(session: {
  readonly token: string;
  readonly handedToken: string;
}): boolean {
  return (
    session.handedToken !== '' && (session.token === '' || session.token === session.handedToken)
  );
}
