// Tests that passed only when run again. Under CI the browser suites run a failed test once
// more, so that one hiccup of a busy machine does not fail the build; such a test is flaky, and
// a flaky test hides a bug a visitor may feel. Each suite's reporter names those tests at the end
// of its output and writes them to dist/test-retries/<suite>.json; `npm test` ends with
//   tsx tools/scripts/retry-report.mts
// which prints every suite's list again, last, where nobody scrolls past it.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/** Where each suite writes the tests that needed a retry in its last run. */
export const RETRY_REPORT_DIR = fileURLToPath(new URL('../../dist/test-retries', import.meta.url));

/** A test that failed, then passed when run again. */
export interface RetriedTest {
  /** The Playwright project (`preview`, `nginx`), if the runner has projects. */
  readonly project?: string;
  readonly file: string;
  /** Describe blocks and the test's name, joined by ` › `. */
  readonly title: string;
  /** Runs it took, the passing one included. */
  readonly attempts: number;
  /** The first line of the first failure's message. */
  readonly firstError?: string;
}

/** One suite's last run. */
export interface RetryReport {
  /** Which runner: `e2e` (Chromium, Playwright) or `engines` (WebKit and Firefox, Vitest). */
  readonly suite: string;
  /** When the run ended (ISO time). */
  readonly finished: string;
  readonly retried: readonly RetriedTest[];
}

/** The first line of an error message, without terminal colours, at most 160 characters. */
export function firstLine(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const line = stripVTControlCharacters(message).trim().split('\n')[0]?.trim();
  if (!line) return undefined;
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/**
 * The report as lines for a terminal: a line saying none, or a heading and a line a test;
 * `withTime` names when the run ended (for a summary read from files later).
 */
export function describeRetries(report: RetryReport, withTime = false): string {
  const { retried } = report;
  const suite = withTime ? `${report.suite} (run ended ${report.finished})` : report.suite;
  if (retried.length === 0) return `${suite}: no test needed a retry.`;
  const heading =
    retried.length === 1
      ? `${suite}: 1 test passed only on a retry (flaky):`
      : `${suite}: ${retried.length} tests passed only on a retry (flaky):`;
  const lines = retried.map((test) => {
    const where = `${test.project ? `[${test.project}] ` : ''}${test.file} › ${test.title}`;
    const error = test.firstError ? `; first failure: ${test.firstError}` : '';
    return `  - ${where} (${test.attempts} runs${error})`;
  });
  return [heading, ...lines].join('\n');
}

/** Writes a suite's report to `dir/<suite>.json`; returns the file's path. */
export async function writeRetryReport(
  report: RetryReport,
  dir: string = RETRY_REPORT_DIR,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${report.suite}.json`);
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
  return path;
}

/** Every suite's last report in `dir`, by suite name; none if the folder is missing. */
export async function readRetryReports(dir: string = RETRY_REPORT_DIR): Promise<RetryReport[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const reports = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as RetryReport),
  );
  return reports;
}

/** The closing summary of `npm test`: each suite's retried tests, with when its run ended. */
export function retrySummary(reports: readonly RetryReport[]): string {
  if (reports.length === 0) return 'Tests that needed a retry: no browser suite has reported.';
  const total = reports.reduce((sum, report) => sum + report.retried.length, 0);
  const heading =
    total === 0
      ? 'Tests that needed a retry: none.'
      : `Tests that needed a retry: ${total} (flaky: fix them, see npm run test:flaky).`;
  return [heading, ...reports.map((report) => describeRetries(report, true))].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`\n${retrySummary(await readRetryReports())}`);
}
