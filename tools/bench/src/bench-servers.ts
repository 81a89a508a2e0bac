import type { BenchOptions } from './options';
import { buildReferencePage } from './reference-page';
import { servePreview } from './serve-preview';
import { type SiteProxy, startSiteProxy } from './site-proxy';

/** Where the bare hls.js page is served, on both origins. */
export const REFERENCE_PATH = '/__bench/reference/';
/**
 * The framework-free floor of a first visit (`?route=/home` …), on both origins: on the site's,
 * it reads the same config (ads on) as the app Lighthouse measures beside it.
 */
export const FLOOR_PATH = `${REFERENCE_PATH}floor.html`;

/** The floor page of `route` on the site at `siteUrl`, reading the same config as the app. */
export const floorUrl = (siteUrl: string, route: string) =>
  `${siteUrl}${FLOOR_PATH}?route=${encodeURIComponent(route)}`;

/** The origins the measurements open. */
export interface BenchServers {
  /** The build as production serves it (gzip, the committed config with ads on), and the floor page at {@link FLOOR_PATH}. */
  readonly siteUrl: string;
  /** The same with ads off (`isShowAd: false`), plus the reference page at {@link REFERENCE_PATH}. */
  readonly adsOffUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts `npm run preview` (web build + demo API) on `port` and `port + 1`, and the two
 * production-like origins in front of it on `port + 2` and `port + 3`.
 */
export async function startBenchServers(
  options: Pick<BenchOptions, 'port' | 'outDir' | 'build'>,
): Promise<BenchServers> {
  const reference = await buildReferencePage(REFERENCE_PATH);
  // The proxies' origins, so that the covers and streams the demo API links to are theirs.
  const proxyOrigins = [options.port + 2, options.port + 3].map(
    (port) => `http://127.0.0.1:${port}`,
  );
  const preview = await servePreview({ ...options, publicOrigins: proxyOrigins });
  const proxies: SiteProxy[] = [];
  const stop = async () => {
    await Promise.allSettled(proxies.map((proxy) => proxy.close()));
    await preview.stop();
  };
  try {
    const site = await startSiteProxy({
      port: options.port + 2,
      upstream: preview.baseUrl,
      files: reference,
    });
    proxies.push(site);
    const adsOff = await startSiteProxy({
      port: options.port + 3,
      upstream: preview.baseUrl,
      config: (config) => ({ ...config, isShowAd: false }),
      files: reference,
    });
    proxies.push(adsOff);
    return { siteUrl: site.url, adsOffUrl: adsOff.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
