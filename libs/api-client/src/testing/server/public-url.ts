/**
 * Whether an address is a proxy whose `X-Forwarded-*` headers are believed. Anyone can send
 * those headers; only a proxy the server was told about sets them truthfully.
 */
export type TrustedProxy = (address: string | undefined) => boolean;

/** A {@link TrustedProxy} for these addresses (IPv4-mapped IPv6 addresses count as IPv4). */
export function trustedProxies(addresses: readonly string[]): TrustedProxy {
  const trusted = new Set(addresses.map(plainAddress));
  return (address) => address !== undefined && trusted.has(plainAddress(address));
}

/**
 * The URL a client used for `request`. Behind a trusted proxy (a dev server forwarding `/api`)
 * the `X-Forwarded-Host` and `X-Forwarded-Proto` headers name it, so links in replies point where
 * the client can reach them, e.g. a phone on the LAN; from anyone else they are ignored.
 */
export function publicUrl(request: Request, fromTrustedProxy: boolean): URL {
  const url = new URL(request.url);
  if (!fromTrustedProxy) return url;
  const host = lastValue(request.headers.get('x-forwarded-host'));
  const proto = lastValue(request.headers.get('x-forwarded-proto'));
  if (host !== undefined) url.host = host;
  if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
  return url;
}

/**
 * Whether `claimed` (what the client's `Host`, or a trusted proxy's `X-Forwarded-Host`, says)
 * is one of the `configured` origins; any is, without a list (in-process servers). A name that
 * is not one of them may be a DNS-rebound name: the request came from a page of another site.
 */
export function isPublicOrigin(
  configured: readonly string[] | (() => readonly string[]) | undefined,
): (claimed: URL) => boolean {
  if (configured === undefined) return () => true;
  const list = typeof configured === 'function' ? configured : () => configured;
  return (claimed) => {
    const origins = list().map((origin) => new URL(origin).origin);
    return origins.length === 0 || origins.includes(claimed.origin);
  };
}

/**
 * The URL the links of a reply are built on: `claimed` (what the client's `Host`, or a trusted
 * proxy's `X-Forwarded-Host`, says) when its origin is one of `configured`, else the same path on
 * the first of them. Without a list, `claimed` as it is (in-process servers, where no header
 * makes the URL).
 */
export function publicOrigins(
  configured: readonly string[] | (() => readonly string[]) | undefined,
): (claimed: URL) => URL {
  if (configured === undefined) return (claimed) => claimed;
  const list = typeof configured === 'function' ? configured : () => configured;
  return (claimed) => {
    const origins = list().map((origin) => new URL(origin).origin);
    if (origins.length === 0 || origins.includes(claimed.origin)) return claimed;
    return new URL(`${claimed.pathname}${claimed.search}`, origins[0]);
  };
}

/**
 * The client's address as trusted proxies report it in `X-Forwarded-For`: each proxy appends the
 * address it was called from, so the list is read from the end, past the trusted proxies, to the
 * first address none of them vouches for (what a client wrote at the front is never reached).
 */
export function forwardedFor(request: Request, isTrusted: TrustedProxy): string | undefined {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    if (!isTrusted(hops[index]) || index === 0) return plainAddress(hops[index]);
  }
  return undefined;
}

function lastValue(header: string | null): string | undefined {
  const value = header?.split(',').at(-1)?.trim();
  return value === '' ? undefined : value;
}

/** `::ffff:10.0.0.7` → `10.0.0.7`; other addresses as they are. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}
