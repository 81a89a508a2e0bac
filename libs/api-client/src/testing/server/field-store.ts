import { FairShares } from './fair-shares';

/**
 * What the reference stats service keeps of visitors' field reports: vitals as samples, errors
 * grouped by what failed and counted. Both bounded per client and in all, so that one client's
 * flood pushes out its own reports, not other clients'.
 */

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** One metric of one page load. */
export interface VitalSample {
  readonly site: string;
  readonly release: string;
  readonly route: string;
  readonly name: VitalName;
  readonly value: number;
  /** For INP and LCP: the element concerned. */
  readonly target?: string;
}

/** One failure as a page reported it. */
export interface ErrorReport {
  readonly site: string;
  readonly release: string;
  readonly route: string;
  readonly kind: string;
  readonly name: string;
  readonly status?: number;
  readonly message: string;
  readonly stack?: string;
}

/** Reports of the same failure (same site, release, route, kind, name, status and message). */
export interface ErrorGroup extends ErrorReport {
  readonly count: number;
  /** Server time of the first and the latest report, epoch ms. */
  readonly firstAt: number;
  readonly lastAt: number;
}

/**
 * A metric's 75th percentile on one route of one site's build, the figure Core Web Vitals are
 * judged by: samples of another site or another release never mix into it.
 */
export interface VitalSummary {
  readonly site: string;
  readonly release: string;
  readonly route: string;
  readonly name: VitalName;
  readonly count: number;
  readonly p75: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
  /** The element named most often by this metric's samples, if any. */
  readonly target?: string;
}

export interface FieldLimits {
  /** Vital samples kept. */
  readonly vitalSamples: number;
  /** Vital samples kept of one client (its oldest go first). */
  readonly vitalSamplesPerClient: number;
  /** Distinct failures kept, counted per client that reported them. */
  readonly errorGroups: number;
  /** Distinct failures kept of one client (the one it reported longest ago goes first). */
  readonly errorGroupsPerClient: number;
}

export const DEFAULT_FIELD_LIMITS: FieldLimits = {
  vitalSamples: 20_000,
  vitalSamplesPerClient: 500,
  errorGroups: 500,
  errorGroupsPerClient: 50,
};

/** Good up to the first figure, poor past the second (web.dev's thresholds). */
const THRESHOLDS: Record<VitalName, readonly [number, number]> = {
  LCP: [2_500, 4_000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1_800, 3_000],
  TTFB: [800, 1_800],
};

export function rateVital(name: VitalName, value: number): VitalSummary['rating'] {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** The nearest-rank 75th percentile of `values` (not empty). */
export function percentile75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? Number.NaN;
}

export interface FieldStore {
  /** Keeps `samples` from `client` (its address). */
  addVitals(client: string, samples: readonly VitalSample[]): void;
  /** Counts `report` from `client`, received at `at` (server time, epoch ms). */
  addError(client: string, report: ErrorReport, at: number): void;
  /** p75 of every metric on every route, by site, release, route then metric. */
  vitals(): VitalSummary[];
  /** Every failure kept, the most reported first. */
  errors(): ErrorGroup[];
}

export function createFieldStore(limits: FieldLimits = DEFAULT_FIELD_LIMITS): FieldStore {
  const samples = new FairShares<VitalSample>(limits.vitalSamplesPerClient, limits.vitalSamples);
  // Each client's reports of a failure are its own group, merged only when summarised.
  const groups = new FairShares<ErrorGroup>(limits.errorGroupsPerClient, limits.errorGroups);
  let sampleNumber = 0;
  return {
    addVitals(client, added) {
      for (const sample of added) {
        sampleNumber += 1;
        samples.put(client, String(sampleNumber), () => sample);
      }
    },
    addError(client, report, at) {
      groups.put(client, failureKey(report), (known) =>
        known
          ? { ...known, count: known.count + 1, lastAt: at }
          : { ...report, count: 1, firstAt: at, lastAt: at },
      );
    },
    vitals() {
      const byMetric = groupBy(samples.values(), (sample) =>
        JSON.stringify([sample.site, sample.release, sample.route, sample.name]),
      );
      return [...byMetric.values()]
        .map((group): VitalSummary => {
          const { site, release, route, name } = group[0] as VitalSample;
          const p75 = percentile75(group.map((sample) => sample.value));
          const target = mostCommon(group.map((sample) => sample.target));
          return {
            site,
            release,
            route,
            name,
            count: group.length,
            p75,
            rating: rateVital(name, p75),
            ...(target === undefined ? {} : { target }),
          };
        })
        .sort(
          (a, b) =>
            a.site.localeCompare(b.site) ||
            a.release.localeCompare(b.release) ||
            a.route.localeCompare(b.route) ||
            VITAL_NAMES.indexOf(a.name) - VITAL_NAMES.indexOf(b.name),
        );
    },
    errors() {
      const byFailure = groupBy(groups.values(), failureKey);
      return [...byFailure.values()]
        .map((reports) =>
          reports.reduce((merged, group) => ({
            ...merged,
            count: merged.count + group.count,
            firstAt: Math.min(merged.firstAt, group.firstAt),
            lastAt: Math.max(merged.lastAt, group.lastAt),
          })),
        )
        .sort((a, b) => b.count - a.count || b.lastAt - a.lastAt);
    },
  };
}

/** What tells one failure from another: site, release, route, kind, name, status and message. */
function failureKey(report: ErrorReport): string {
  return JSON.stringify([
    report.site,
    report.release,
    report.route,
    report.kind,
    report.name,
    report.status ?? null,
    report.message,
  ]);
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function mostCommon(values: readonly (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts)
    if (best === undefined || count > (counts.get(best) ?? 0)) best = value;
  return best;
}
