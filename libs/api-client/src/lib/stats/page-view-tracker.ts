import { createBeacon } from './beacon';

/** Page-view reporting to the stats endpoint of the runtime config. */

export interface PageViewTrackerOptions {
  /** `config.stats.siteId`; empty or missing turns the tracker off. */
  readonly siteId: string | null | undefined;
  /** Absolute URL of the beacon endpoint (`config.stats.endpoint`). */
  readonly endpoint: string;
  /** Defaults to the global `fetch`. */
  readonly fetch?: typeof fetch;
  /** Defaults to `Date.now`. */
  readonly now?: () => number;
  /** Where failures go; a page view is never worth an error. Defaults to `console.warn`. */
  readonly log?: (message: string, error: unknown) => void;
}

/** Reports page views; never throws. */
export interface PageViewTracker {
  /** Reports one view of `path` (the route, e.g. `/list?typeId=3`), made at `ts` (now). */
  track(path: string, ts?: number): void;
}

/**
 * A tracker that posts `{ site, path, ts }` to `endpoint` through the stats beacon (no cookies,
 * no Referer: see `createBeacon`). A no-op without a site id.
 */
export function createPageViewTracker({
  siteId,
  endpoint,
  fetch,
  now = Date.now,
  log,
}: PageViewTrackerOptions): PageViewTracker {
  if (!siteId || !endpoint) return { track: () => undefined };
  const send = createBeacon({ endpoint, fetch, log, what: 'Page view' });
  return { track: (path, ts = now()) => send({ site: siteId, path, ts }) };
}
