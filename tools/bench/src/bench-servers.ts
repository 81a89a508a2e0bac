import type { BenchOptions } from './options';
import { buildReactFloorPage } from './react-floor-page';
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

/**
 * The React floor of a first visit (React, React DOM and the router painting the route's
 * outline), served at the route's own path under this basename (`/__bench/react-floor/home`),
 * where its router matches it as the app's does.
 */
export const REACT_FLOOR_PATH = '/__bench/react-floor';

/** The React floor page of `route` (e.g. `/list?typeId=1&orderby=new`) on the site at `siteUrl`. */
export const reactFloorUrl = (siteUrl: string, route: string) =>
  `${siteUrl}${REACT_FLOOR_PATH}${route}`;

/** The built app's page, from the preview serving it: the React floor paints its outline. */
async function builtIndexHtml(previewUrl: string): Promise<string> {
  const response = await fetch(`${previewUrl}/index.html`);
  if (!response.ok) throw new Error(`The preview answered ${response.status} for index.html.`);
  return response.text();
}

/** The origins the measurements open. */
export interface BenchServers {
  /**
   * The build as production serves it (gzip, the committed config with ads on), the floor page
   * at {@link FLOOR_PATH} and the React floor under {@link REACT_FLOOR_PATH}.
   */
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
    // After the preview: with `--build`, the build it starts is the one whose outline it paints.
    const reactFloor = await buildReactFloorPage(
      await builtIndexHtml(preview.baseUrl),
      REACT_FLOOR_PATH,
    );
    const site = await startSiteProxy({
      port: options.port + 2,
      upstream: preview.baseUrl,
      files: new Map([...reference, ...reactFloor]),
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
