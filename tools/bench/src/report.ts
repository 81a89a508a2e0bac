import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Row } from './rows';

/** What one measurement produced: its table rows and every figure behind them. */
export interface MeasurementRecord {
  /** ISO time of the run that produced it. */
  readonly measuredAt: string;
  /** Measured with fewer runs (`--quick`). */
  readonly quick: boolean;
  readonly rows: readonly Row[];
  readonly figures: unknown;
}

/** `bench/report.json`. */
export interface BenchReport {
  readonly date: string;
  readonly chromium: string;
  readonly cpus: number;
  readonly cpuModel: string;
  /** 1, 5 and 15 minute load averages when the run ended: other work skews the timings. */
  readonly loadAverage: readonly number[];
  readonly results: Readonly<Record<string, MeasurementRecord>>;
}

/**
 * The new report, keeping the results of measurements it did not run from the previous one, so
 * that running a subset (`npm run bench -- feed`) never loses the other figures.
 */
export function mergeReports(previous: BenchReport | undefined, next: BenchReport): BenchReport {
  return { ...next, results: { ...previous?.results, ...next.results } };
}

/** The report at `file`, or undefined when there is none or it is unreadable. */
export function readReport(file: string): BenchReport | undefined {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as Partial<BenchReport>;
    return typeof report.results === 'object' && report.results !== null
      ? (report as BenchReport)
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeReport(file: string, report: BenchReport): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
