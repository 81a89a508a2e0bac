import type { AppConfig } from './app-config';

/** Where our own services keep covers on their origins. */
const COVERS_PATH = /^\/covers\//;

/** The origins of our own services: the page's, the own API's, the share service's, the stats'. */
function ownOrigins(config: AppConfig, pageOrigin: string): ReadonlySet<string> {
  const urls = [
    config.apiBaseUrl,
    config.shareApiBaseUrl,
    config.stats?.endpoint,
    config.stats?.otlpEndpoint,
  ];
  const origins = new Set([pageOrigin]);
  for (const url of urls) {
    if (url === undefined) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A config URL is absolute once parsed; one that is not names no origin.
    }
  }
  return origins;
}

/**
 * Whether `url`, a cover another visitor's favourite names, may be fetched: an http(s) URL on a
 * configured cover origin (`coverOrigins`), or under `/covers/` on the page's or the own API's
 * origin; never one with credentials, nor one with a query or fragment on our own services'
 * origins (a cover pointing at `share/check?visit=1` would make every viewer count an unlock).
 */
export function isTrustedCoverUrl(url: string, config: AppConfig, pageUrl: string): boolean {
  let cover: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    cover = new URL(url, page);
  } catch {
    return false;
  }
  if (cover.protocol !== 'https:' && cover.protocol !== 'http:') return false;
  if (cover.username !== '' || cover.password !== '') return false;
  const own = ownOrigins(config, page.origin);
  if (own.has(cover.origin) && (cover.search !== '' || cover.hash !== '')) return false;
  if (config.coverOrigins?.includes(cover.origin)) return true;
  const apiOrigin = new URL(config.apiBaseUrl, page).origin;
  return (
    (cover.origin === page.origin || cover.origin === apiOrigin) && COVERS_PATH.test(cover.pathname)
  );
}
