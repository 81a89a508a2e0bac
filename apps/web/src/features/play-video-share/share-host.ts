/** A port the page's `location.host` leaves out, so `a.test:443` and `a.test` are the same host. */
const DEFAULT_PORT = /:(80|443)$/;

function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(DEFAULT_PORT, '');
}

/**
 * Whether the page runs on one of the configured share hosts (`config.shareHosts`), where an
 * unlock link lands: there the share player counts the visit instead of playing. Host names
 * compare without case and without a default port.
 */
export function isShareHost(host: string, shareHosts: readonly string[]): boolean {
  const page = normaliseHost(host);
  return page !== '' && shareHosts.some((shareHost) => normaliseHost(shareHost) === page);
}
