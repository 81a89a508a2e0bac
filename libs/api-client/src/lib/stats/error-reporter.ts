import { createOtlpBeacon } from './otlp-beacon';
import { type BrowserFacts, fieldResource, logRecord, logsRequest } from './otlp-logs';
import { scrubReportText } from './scrub';

/**
 * - `api`: a call failed (HTTP status, network, a body code other than success, a reply that
 *   did not fit);
 * - `error` / `rejection`: an uncaught error, a promise rejected with nobody to catch it;
 * - `chunk` / `stylesheet`: code or styles of the app did not load;
 * - `render`: a screen broke while rendering;
 * - `player`: a film or clip could not be played.
 */
export type ClientErrorKind =
  'api' | 'error' | 'rejection' | 'chunk' | 'stylesheet' | 'render' | 'player';

/** One failure the visitor's page saw. */
export interface ClientError {
  readonly kind: ClientErrorKind;
  /** What failed: the call's name (`getVideo`), the error's class (`TypeError`), the file. */
  readonly name: string;
  /** The HTTP status or the body's code of a failed call. */
  readonly status?: number;
  readonly message?: string;
  readonly stack?: string;
}

export interface ErrorReporterOptions {
  /** `config.stats.siteId`; empty or missing turns reporting off. */
  readonly siteId: string | null | undefined;
  /** Absolute base URL of the OTLP/HTTP receiver (`config.stats.otlpEndpoint`); missing turns it off. */
  readonly endpoint: string | null | undefined;
  /** Which build the page runs, so that a report names the code it came from (`service.version`). */
  readonly release: string;
  /** The browser's side of the resource (`navigator`); none when missing. */
  readonly browser?: BrowserFacts;
  /** The route the visitor is on: its path as the router declares it, never its query. */
  readonly route: () => string;
  /**
   * What must never leave the page: the token, the identification code. Every value it gave
   * since the reporter started stays hidden: a late reply may name a code changed since.
   */
  readonly secrets: () => readonly (string | null | undefined)[];
  /** Defaults to `Date.now`. */
  readonly now?: () => number;
  /** Defaults to the global `fetch`. */
  readonly fetch?: typeof fetch;
  readonly log?: (message: string, error: unknown) => void;
  /** Reports sent in any 60 s at most; a storm of failures sends the first. Defaults to 10. */
  readonly perMinute?: number;
  /** Reports one page load sends at most. Defaults to 30. */
  readonly perPage?: number;
}

/** Reports client errors; never throws. */
export interface ErrorReporter {
  /** Reports `error`, seen on `route` (default: the route the visitor is on now). */
  report(error: ClientError, route?: string): void;
}

const MINUTE_MS = 60_000;
const MAX_STACK = 1_000;
/** Secrets remembered at most (the newest), a bound however often a code changes. */
const MAX_REMEMBERED_SECRETS = 20;

/**
 * A reporter that sends each distinct failure once per page load as an OTLP log record of
 * severity ERROR (OpenTelemetry's exceptions in logs: `exception.type`, `exception.message`,
 * `exception.stacktrace`, with the route as `url.path` and the kind and status as
 * `video.error.kind` and `video.error.status`), its message and stack stripped of query strings,
 * fragments and the visitor's secrets, and no more than `perMinute` in any minute. A no-op
 * without a site id or an endpoint.
 */
export function createErrorReporter({
  siteId,
  endpoint,
  release,
  browser,
  route,
  secrets,
  now = Date.now,
  fetch,
  log,
  perMinute = 10,
  perPage = 30,
}: ErrorReporterOptions): ErrorReporter {
  if (!siteId || !endpoint) return { report: () => undefined };
  const send = createOtlpBeacon({ endpoint, fetch, log, what: 'Error report' });
  const resource = fieldResource(siteId, release, browser);
  const seen = new Set<string>();
  let recent: number[] = [];
  const remembered = new Set<string>();
  const hiddenNow = () => {
    for (const secret of secrets()) {
      if (!secret) continue;
      remembered.delete(secret);
      remembered.add(secret);
    }
    for (const oldest of remembered) {
      if (remembered.size <= MAX_REMEMBERED_SECRETS) break;
      remembered.delete(oldest);
    }
    return [...remembered];
  };
  try {
    hiddenNow();
  } catch {
    // Read again at the first report.
  }

  function mayReport(key: string, at: number): boolean {
    if (seen.has(key) || seen.size >= perPage) return false;
    recent = recent.filter((sent) => at - sent < MINUTE_MS);
    return recent.length < perMinute;
  }

  return {
    report(error, seenOn) {
      try {
        const hidden = hiddenNow();
        const message = scrubReportText(error.message ?? '', hidden);
        const name = scrubReportText(error.name, hidden, 120);
        const where = seenOn ?? route();
        const key = [error.kind, name, error.status ?? '', where, message].join('\u0000');
        const at = now();
        if (!mayReport(key, at)) return;
        seen.add(key);
        recent.push(at);
        send(
          logsRequest(resource, [
            logRecord({
              ms: at,
              severity: 'ERROR',
              body: message,
              attributes: {
                'url.path': where,
                'exception.type': name,
                'exception.message': message,
                'exception.stacktrace': error.stack
                  ? scrubReportText(error.stack, hidden, MAX_STACK)
                  : undefined,
                'video.error.kind': error.kind,
                'video.error.status': error.status,
              },
            }),
          ]),
        );
      } catch (failure) {
        (log ?? ((text, cause) => console.warn(text, cause)))('Error report not sent.', failure);
      }
    },
  };
}
