import { createOtlpBeacon } from './otlp-beacon';
import {
  type BrowserFacts,
  fieldResource,
  logRecord,
  logsRequest,
  WEB_VITAL_EVENT,
} from './otlp-logs';
import { scrubReportText } from './scrub';

/** One Core Web Vital as measured on a visitor's page (as web-vitals' `onLCP` and the like report it). */
export interface FieldMetric {
  /** `LCP`, `INP`, `CLS`, `FCP`, `TTFB`. */
  readonly name: string;
  /** Milliseconds; a score for CLS. */
  readonly value: number;
  /** `good`, `needs-improvement` or `poor`. */
  readonly rating: string;
  /** web-vitals' id of the metric: the same on every report of one page load's metric. */
  readonly id?: string;
  /** For INP and LCP: the element concerned, as a CSS selector (web-vitals' attribution). */
  readonly target?: string;
}

export interface VitalsReporterOptions {
  /** `config.stats.siteId`; empty or missing turns reporting off. */
  readonly siteId: string | null | undefined;
  /** Absolute base URL of the OTLP/HTTP receiver (`config.stats.otlpEndpoint`); missing turns it off. */
  readonly endpoint: string | null | undefined;
  /** Share of page loads that report, 0 to 1 (`config.stats.vitalsSampleRate`). */
  readonly sampleRate: number;
  /** Which build the page runs (the resource's `service.version`). */
  readonly release: string;
  /** The browser's side of the resource (`navigator`); none when missing. */
  readonly browser?: BrowserFacts;
  /** The route the page was opened on: its path as the router declares it, never its query. */
  readonly route: string;
  /** Defaults to `Math.random`: decides once whether this page load reports. */
  readonly random?: () => number;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
  readonly log?: (message: string, error: unknown) => void;
}

/** Collects a page load's vitals and sends them in one beacon when the page is hidden. */
export interface VitalsReporter {
  /** Whether this page load was drawn to report (no metric needs measuring otherwise). */
  readonly sampled: boolean;
  /** Keeps `metric`, replacing an earlier value of the same one. */
  add(metric: FieldMetric): void;
  /** Sends what was kept since the last flush; nothing when nothing was. */
  flush(): void;
}

const MAX_TARGET = 200;
const MAX_ID = 100;

/**
 * A reporter of the vitals of one page load, drawn into the sample at `sampleRate`: the metrics
 * wait until `flush` (the page going hidden, as web-vitals reports its final values then) and
 * leave in one OTLP logs request, a `browser.web_vital` log record per metric with its route
 * (`url.path`), name, value, rating, id and element.
 */
export function createVitalsReporter({
  siteId,
  endpoint,
  sampleRate,
  release,
  route,
  browser,
  random = Math.random,
  now = Date.now,
  fetch,
  log,
}: VitalsReporterOptions): VitalsReporter {
  const sampled = Boolean(siteId && endpoint) && random() < sampleRate;
  if (!sampled || !siteId || !endpoint)
    return { sampled: false, add: () => undefined, flush: () => undefined };
  const send = createOtlpBeacon({ endpoint, fetch, log, what: 'Vitals' });
  const pending = new Map<string, FieldMetric>();
  return {
    sampled,
    add(metric) {
      if (!Number.isFinite(metric.value)) return;
      const target = metric.target ? scrubReportText(metric.target, [], MAX_TARGET) : undefined;
      const id = metric.id ? scrubReportText(metric.id, [], MAX_ID) : undefined;
      pending.set(metric.name, {
        name: metric.name,
        value: metric.value,
        rating: metric.rating,
        ...(id ? { id } : {}),
        ...(target ? { target } : {}),
      });
    },
    flush() {
      if (pending.size === 0) return;
      const metrics = [...pending.values()];
      pending.clear();
      const ms = now();
      send(
        logsRequest(
          fieldResource(siteId, release, browser),
          metrics.map((metric) =>
            logRecord({
              ms,
              severity: 'INFO',
              eventName: WEB_VITAL_EVENT,
              attributes: {
                'url.path': route,
                'web_vital.name': metric.name,
                // A double even when whole: milliseconds are a measure, not a count.
                'web_vital.value': { double: metric.value },
                'web_vital.rating': metric.rating,
                'web_vital.id': metric.id,
                'web_vital.target': metric.target,
              },
            }),
          ),
        ),
      );
    },
  };
}
