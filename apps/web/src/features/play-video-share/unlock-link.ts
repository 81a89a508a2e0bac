import { routes } from '@video/routes';

/** The parts of the page's address an unlock link keeps. */
export interface PageAddress {
  /** `http:` or `https:`, with the colon, as `location.protocol` gives it. */
  readonly protocol: string;
  /** Host name and port, as `location.host` gives it. */
  readonly host: string;
}

/** A bare host name or IPv6 literal with an optional port: nothing that would change the path. */
const BARE_HOST = /^(\[[\d:a-f.]+\]|[\d.a-z-]+)(:\d{1,5})?$/i;

/**
 * The link a visitor sends to friends to unlock share video `id`: the share player's path on the
 * first usable configured share host, with the page's protocol; on the page's own host when none
 * is configured. `base` is where the app lives on a host ('' at the root, e.g. `/m`).
 */
export function unlockLink(
  id: number,
  shareHosts: readonly string[],
  page: PageAddress,
  base = '',
): string {
  const host = shareHosts.map((shareHost) => shareHost.trim()).find((h) => BARE_HOST.test(h));
  return `${page.protocol}//${host ?? page.host}${base}${routes.playVideoShare.href({ id })}`;
}
