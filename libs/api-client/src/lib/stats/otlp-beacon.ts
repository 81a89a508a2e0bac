import type { Beacon } from './beacon';
import { otlpLogsUrl } from './otlp-logs';

export interface OtlpBeaconOptions {
  /** Absolute base URL of an OTLP/HTTP receiver (`config.stats.otlpEndpoint`). */
  readonly endpoint: string;
  /** Defaults to the global `fetch`. */
  readonly fetch?: typeof fetch;
  /** Where failures go; a report is never worth an error. Defaults to `console.warn`. */
  readonly log?: (message: string, error: unknown) => void;
  /** What is sent, for the log: `Vitals` logs `Vitals not sent.` Defaults to `Report`. */
  readonly what?: string;
}

/**
 * A beacon that posts an OTLP/HTTP JSON request to `{endpoint}/v1/logs` with a `keepalive` fetch
 * (it survives the page closing, as `navigator.sendBeacon` does), without cookies and without a
 * Referer: `navigator.sendBeacon` can leave out neither, so it is not used. An OTLP receiver
 * takes `application/json` only: on the page's own origin that needs nothing more; a collector
 * on another origin is asked first (a CORS preflight), and its CORS settings must allow the
 * app's origin (see tools/deploy/otel-collector.yaml).
 */
export function createOtlpBeacon({
  endpoint,
  fetch: fetchFn = globalThis.fetch,
  log = (message, error) => console.warn(message, error),
  what = 'Report',
}: OtlpBeaconOptions): Beacon {
  const failed = `${what} not sent.`;
  const url = otlpLogsUrl(endpoint);
  return (payload) => {
    try {
      fetchFn(url, {
        method: 'POST',
        body: JSON.stringify(payload),
        headers: { 'Content-Type': 'application/json' },
        mode: 'cors',
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        keepalive: true,
      }).catch((error: unknown) => log(failed, error));
    } catch (error) {
      log(failed, error);
    }
  };
}
