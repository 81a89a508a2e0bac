// A Playwright reporter that names the tests which passed only on a retry (Playwright's own
// `flaky` outcome): printed at the end of the run and written to dist/test-retries/<suite>.json.
// In apps/web-e2e/playwright.config.ts: ['../../tools/scripts/retry-report-playwright.mts'].
import type { Reporter, Suite, TestCase } from '@playwright/test/reporter';
import {
  describeRetries,
  firstLine,
  type RetriedTest,
  RETRY_REPORT_DIR,
  writeRetryReport,
} from './retry-report.mts';

/** What the reporter reads of a Playwright test. */
export type PlaywrightTestLike = Pick<TestCase, 'outcome' | 'titlePath'> & {
  readonly results: readonly {
    readonly status: string;
    readonly error?: { readonly message?: string };
  }[];
};

/** The flaky tests among `tests`: those that failed, then passed on a retry. */
export function retriedPlaywrightTests(tests: Iterable<PlaywrightTestLike>): RetriedTest[] {
  const retried: RetriedTest[] = [];
  for (const test of tests) {
    if (test.outcome() !== 'flaky') continue;
    // The root suite (''), the project, the file, then describe blocks and the test.
    const [, project, file = '', ...title] = test.titlePath();
    const failure = test.results.find((result) => result.status !== 'passed');
    const firstError = firstLine(failure?.error?.message);
    retried.push({
      ...(project ? { project } : {}),
      file,
      title: title.join(' › '),
      attempts: test.results.length,
      ...(firstError ? { firstError } : {}),
    });
  }
  return retried;
}

export interface RetryReporterOptions {
  /** The suite's name in the report and the file's name (default `e2e`). */
  readonly suite?: string;
  /** The folder of the report (default dist/test-retries). */
  readonly dir?: string;
}

export default class PlaywrightRetryReporter implements Reporter {
  private root: Suite | undefined;
  private readonly suite: string;
  private readonly dir: string;

  constructor({ suite = 'e2e', dir = RETRY_REPORT_DIR }: RetryReporterOptions = {}) {
    this.suite = suite;
    this.dir = dir;
  }

  printsToStdio(): boolean {
    return false;
  }

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  async onEnd(): Promise<void> {
    const report = {
      suite: this.suite,
      finished: new Date().toISOString(),
      retried: retriedPlaywrightTests(this.root?.allTests() ?? []),
    };
    await writeRetryReport(report, this.dir);
    console.log(`\n${describeRetries(report)}`);
  }
}
