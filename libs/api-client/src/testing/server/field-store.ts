/**
 * What the reference stats service keeps of visitors' field reports: vitals as samples, errors
 * grouped by what failed and counted. Both bounded, the oldest dropped first.
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

/** A metric's 75th percentile on one route, the figure Core Web Vitals are judged by. */
export interface VitalSummary {
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
  readonly vitals: number;
  /** Distinct failures kept. */
  readonly errorGroups: number;
}

export const DEFAULT_FIELD_LIMITS: FieldLimits = { vitals: 20_000, errorGroups: 500 };

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
  addVitals(samples: readonly VitalSample[]): void;
  addError(report: ErrorReport, at: number): void;
  /** p75 of every metric on every route, by route then metric. */
  vitals(): VitalSummary[];
  /** Every failure kept, the most reported first. */
  errors(): ErrorGroup[];
}

export function createFieldStore(limits: FieldLimits = DEFAULT_FIELD_LIMITS): FieldStore {
  const samples: VitalSample[] = [];
  const groups = new Map<string, ErrorGroup>();
  return {
    addVitals(added) {
      samples.push(...added);
      if (samples.length > limits.vitals) samples.splice(0, samples.length - limits.vitals);
    },
    addError(report, at) {
      const key = JSON.stringify([
        report.site,
        report.release,
        report.route,
        report.kind,
        report.name,
        report.status ?? null,
        report.message,
      ]);
      const known = groups.get(key);
      groups.delete(key);
      groups.set(
        key,
        known
          ? { ...known, count: known.count + 1, lastAt: at }
          : { ...report, count: 1, firstAt: at, lastAt: at },
      );
      for (const oldest of groups.keys()) {
        if (groups.size <= limits.errorGroups) break;
        groups.delete(oldest);
      }
    },
    vitals() {
      const byRouteAndName = new Map<string, VitalSample[]>();
      for (const sample of samples) {
        const key = `${sample.route}\u0000${sample.name}`;
        const group = byRouteAndName.get(key);
        if (group) group.push(sample);
        else byRouteAndName.set(key, [sample]);
      }
      return [...byRouteAndName.values()]
        .map((group): VitalSummary => {
          const { route, name } = group[0] as VitalSample;
          const p75 = percentile75(group.map((sample) => sample.value));
          const target = mostCommon(group.map((sample) => sample.target));
          return {
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
            a.route.localeCompare(b.route) ||
            VITAL_NAMES.indexOf(a.name) - VITAL_NAMES.indexOf(b.name),
        );
    },
    errors() {
      return [...groups.values()].sort((a, b) => b.count - a.count || b.lastAt - a.lastAt);
    },
  };
}

function mostCommon(values: readonly (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts)
    if (best === undefined || count > (counts.get(best) ?? 0)) best = value;
  return best;
}
