import type { Result } from 'lighthouse';
import { median } from './stats';

/** The figures of one Lighthouse run the bench reports. */
export interface LighthouseFigures {
  /** 0–100. */
  readonly score: number | null;
  /** Milliseconds, except CLS. */
  readonly lcp: number | null;
  readonly tbt: number | null;
  readonly cls: number | null;
  readonly fcp: number | null;
  readonly si: number | null;
  /** Script bytes over the wire. */
  readonly jsBytes: number | null;
}

const METRIC_AUDITS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
  si: 'speed-index',
} as const;

/** The subset of a Lighthouse result the bench reads (so tests can build one). */
export type LighthouseResult = Pick<Result, 'categories' | 'audits'>;

/** The figures of one run. */
export function lighthouseFigures(result: LighthouseResult): LighthouseFigures {
  const metric = (id: string) => result.audits[id]?.numericValue ?? null;
  const score = result.categories['performance']?.score;
  return {
    score: typeof score === 'number' ? score * 100 : null,
    lcp: metric(METRIC_AUDITS.lcp),
    tbt: metric(METRIC_AUDITS.tbt),
    cls: metric(METRIC_AUDITS.cls),
    fcp: metric(METRIC_AUDITS.fcp),
    si: metric(METRIC_AUDITS.si),
    jsBytes: scriptBytes(result),
  };
}

function scriptBytes(result: LighthouseResult): number | null {
  const details = result.audits['resource-summary']?.details;
  if (!details || details.type !== 'table') return null;
  const script = details.items.find((item) => item['resourceType'] === 'script');
  return typeof script?.['transferSize'] === 'number' ? script['transferSize'] : null;
}

/** Each figure's median over the runs (Lighthouse's own advice for noisy figures). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const medianOf = (key: keyof LighthouseFigures) =>
    median(runs.map((run) => run[key]).filter((value) => value !== null));
  return {
    score: medianOf('score'),
    lcp: medianOf('lcp'),
    tbt: medianOf('tbt'),
    cls: medianOf('cls'),
    fcp: medianOf('fcp'),
    si: medianOf('si'),
    jsBytes: medianOf('jsBytes'),
  };
}

/** Main-thread time by kind of work (Lighthouse's groups, e.g. `scriptEvaluation`), in ms. */
export type MainThreadWork = Readonly<Record<string, number>>;

/**
 * Where one run's main-thread time went, by kind of work: Lighthouse's
 * `mainthread-work-breakdown`, the simulated 4× slower CPU's time. Empty without the audit.
 */
export function mainThreadWork(result: LighthouseResult): MainThreadWork {
  const details = result.audits['mainthread-work-breakdown']?.details;
  if (!details || details.type !== 'table') return {};
  const work: Record<string, number> = {};
  for (const item of details.items) {
    const { group, duration } = item;
    if (typeof group === 'string' && typeof duration === 'number') work[group] = duration;
  }
  return work;
}

/** Each kind of work's median over the runs; a run without that kind counts as none of it. */
export function medianWork(runs: readonly MainThreadWork[]): MainThreadWork {
  const groups = new Set(runs.flatMap((run) => Object.keys(run)));
  return Object.fromEntries(
    [...groups].map((group) => [group, median(runs.map((run) => run[group] ?? 0)) ?? 0]),
  );
}

/** An element Lighthouse names: CSS selector, HTML snippet and label (alt text or text). */
export interface NodeInfo {
  readonly selector: string;
  readonly snippet: string;
  readonly label: string;
}

/** The largest contentful paint's element in one run, or null when Lighthouse named none. */
export function lcpElement(result: LighthouseResult): NodeInfo | null {
  return nodesIn(result.audits['largest-contentful-paint-element']?.details)[0] ?? null;
}

/**
 * Where one run's LCP time went, by Lighthouse's phases (TTFB, load delay, load time, render
 * delay), in ms; empty when the audit has no phase table (an LCP of text has none either way).
 */
export function lcpPhases(result: LighthouseResult): Readonly<Record<string, number>> {
  const phases: Record<string, number> = {};
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (typeof record['phase'] === 'string' && typeof record['timing'] === 'number') {
      phases[record['phase']] = record['timing'];
      return;
    }
    Object.values(record).forEach(visit);
  };
  visit(result.audits['largest-contentful-paint-element']?.details);
  return phases;
}

/**
 * What a person fixing a miss needs from one run: the LCP element and the elements that
 * shifted (selector and HTML snippet), the scripts that kept the main thread busiest and the
 * longest tasks.
 */
export function lighthouseCulprits(result: LighthouseResult) {
  const described = (details: unknown) => [
    ...new Set(nodesIn(details).map(({ selector, snippet }) => `${selector} ${snippet}`.trim())),
  ];
  return {
    lcpElement: described(result.audits['largest-contentful-paint-element']?.details),
    layoutShifts: described(result.audits['layout-shifts']?.details),
    /** Main-thread time per script (the simulated 4× slower CPU's), most first. */
    scriptTime: tableRows(result, 'bootup-time', 'total'),
    longTasks: tableRows(result, 'long-tasks', 'duration'),
  };
}

/** The three rows of a table audit with the most `key`, as `url ms`. */
function tableRows(result: LighthouseResult, audit: string, key: string): string[] {
  const details = result.audits[audit]?.details;
  if (!details || details.type !== 'table') return [];
  return details.items
    .map((item) => ({ url: String(item['url'] ?? ''), ms: Number(item[key] ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map(({ url, ms }) => `${url} ${Math.round(ms)} ms`);
}

/** Every element named in `details`, in order. */
function nodesIn(details: unknown): NodeInfo[] {
  const found: NodeInfo[] = [];
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (record['type'] === 'node') {
      found.push({
        selector: text(record['selector']),
        snippet: text(record['snippet']),
        label: text(record['nodeLabel']),
      });
      return;
    }
    Object.values(record).forEach(visit);
  };
  visit(details);
  return found;
}
