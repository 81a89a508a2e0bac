/**
 * The stats transport: page views, field vitals and client errors all leave the page this way.
 */

/** Posts one JSON payload; never throws. */
export type Beacon = (payload: unknown) => void;

export interface BeaconOptions {
  /** Absolute URL of the endpoint. */
  readonly endpoint: string;
  /** Defaults to the global `fetch`. */
  readonly fetch?: typeof fetch;
  /** Where failures go; a report is never worth an error. Defaults to `console.warn`. */
  readonly log?: (message: string, error: unknown) => void;
  /** What is sent, for the log: `Page view` logs `Page view not sent.` Defaults to `Report`. */
  readonly what?: string;
}

/**
 * `text/plain` is a CORS-safelisted content type: a cross-origin `no-cors` fetch of it needs no
 * preflight. The body is still JSON; the reference stats endpoints read it as JSON.
 */
const BEACON_TYPE = 'text/plain;charset=UTF-8';

/**
 * A beacon that posts its payload as JSON with a `keepalive` fetch (it survives the page closing,
 * as `navigator.sendBeacon` does), without cookies and without a Referer: what the payload says is
 * all the stats service learns, not the visitor's cookies nor the full address with its search
 * words. (`navigator.sendBeacon` cannot leave either out, so it is not used.)
 */
export function createBeacon({
  endpoint,
  fetch: fetchFn = globalThis.fetch,
  log = (message, error) => console.warn(message, error),
  what = 'Report',
}: BeaconOptions): Beacon {
  const failed = `${what} not sent.`;
  return (payload) => {
    try {
      fetchFn(endpoint, {
        method: 'POST',
        body: JSON.stringify(payload),
        headers: { 'Content-Type': BEACON_TYPE },
        mode: 'no-cors',
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        keepalive: true,
      }).catch((error: unknown) => log(failed, error));
    } catch (error) {
      log(failed, error);
    }
  };
}
