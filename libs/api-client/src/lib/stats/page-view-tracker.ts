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
  /** Reports one view of `path` (the route, e.g. `/list?typeId=3`). */
  track(path: string): void;
}

/**
 * `text/plain` is a CORS-safelisted content type: a cross-origin `no-cors` fetch of it needs no
 * preflight. The body is still JSON; the reference stats endpoint reads it as JSON.
 */
const BEACON_TYPE = 'text/plain;charset=UTF-8';

/**
 * A tracker that posts `{ site, path, ts }` to `endpoint` with a `keepalive` fetch (it survives
 * the page closing, as a beacon does), without cookies and without a Referer: the path it reports
 * is all the stats service learns, not the visitor's cookies nor the full address with its search
 * words. (`navigator.sendBeacon` cannot leave either out, so it is not used.) A no-op without a
 * site id.
 */
export function createPageViewTracker({
  siteId,
  endpoint,
  fetch: fetchFn = globalThis.fetch,
  now = Date.now,
  log = (message, error) => console.warn(message, error),
}: PageViewTrackerOptions): PageViewTracker {
  if (!siteId || !endpoint) return { track: () => undefined };

  function post(body: string): void {
    fetchFn(endpoint, {
      method: 'POST',
      body,
      headers: { 'Content-Type': BEACON_TYPE },
      mode: 'no-cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      keepalive: true,
    }).catch((error: unknown) => log('Page view not sent.', error));
  }

  return {
    track(path) {
      try {
        post(JSON.stringify({ site: siteId, path, ts: now() }));
      } catch (error) {
        log('Page view not sent.', error);
      }
    },
  };
}
