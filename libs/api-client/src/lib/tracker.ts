/** Page-view reporting to the stats endpoint of the runtime config. */

export interface PageViewTrackerOptions {
  /** `config.stats.siteId`; empty or missing turns the tracker off. */
  readonly siteId: string | null | undefined;
  /** Absolute URL of the beacon endpoint (`config.stats.endpoint`). */
  readonly endpoint: string;
  /** Defaults to `navigator.sendBeacon` where present. */
  readonly sendBeacon?: (url: string, data: Blob) => boolean;
  /** The fallback when there is no beacon or the browser refuses it. Defaults to the global `fetch`. */
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
 * `text/plain` is a CORS-safelisted content type: a cross-origin beacon or `no-cors` fetch of it
 * needs no preflight, which `sendBeacon` cannot do (browsers refuse a beacon of
 * `application/json` to another origin). The body is still JSON; the demo API's stats endpoint
 * reads it as JSON whatever the content type says.
 */
const BEACON_TYPE = 'text/plain;charset=UTF-8';

/**
 * A tracker that posts `{ site, path, ts }` to `endpoint`: with `navigator.sendBeacon` (survives
 * the page closing), else with a `keepalive` fetch. A no-op without a site id.
 */
export function createPageViewTracker({
  siteId,
  endpoint,
  sendBeacon = defaultSendBeacon(),
  fetch: fetchFn = globalThis.fetch,
  now = Date.now,
  log = (message, error) => console.warn(message, error),
}: PageViewTrackerOptions): PageViewTracker {
  if (!siteId || !endpoint) return { track: () => undefined };

  function post(body: string): void {
    if (sendBeacon?.(endpoint, new Blob([body], { type: BEACON_TYPE }))) return;
    fetchFn(endpoint, {
      method: 'POST',
      body,
      headers: { 'Content-Type': BEACON_TYPE },
      mode: 'no-cors',
      credentials: 'omit',
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

function defaultSendBeacon(): PageViewTrackerOptions['sendBeacon'] {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function')
    return undefined;
  return (url, data) => navigator.sendBeacon(url, data);
}
