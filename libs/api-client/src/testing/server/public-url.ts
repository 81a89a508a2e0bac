/**
 * The URL a client used for `request`. Behind a proxy (a dev server forwarding `/api`) the
 * `X-Forwarded-Host` and `X-Forwarded-Proto` headers name it, so links in replies point where the
 * client can reach them, e.g. a phone on the LAN.
 */
export function publicUrl(request: Request): URL {
  const url = new URL(request.url);
  const host = firstValue(request.headers.get('x-forwarded-host'));
  const proto = firstValue(request.headers.get('x-forwarded-proto'));
  if (host !== undefined) url.host = host;
  if (proto !== undefined) url.protocol = `${proto}:`;
  return url;
}

/** The client's address as a proxy reports it in `X-Forwarded-For`, if any. */
export function forwardedFor(request: Request): string | undefined {
  return firstValue(request.headers.get('x-forwarded-for'));
}

function firstValue(header: string | null): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value === '' ? undefined : value;
}
