// A Vitest reporter that names the tests which passed only on a retry (Vitest's `flaky`
// diagnostic): printed at the end of the run and written to dist/test-retries/<suite>.json.
// Used by the cross-engine browser flows (apps/web-e2e/engines/vitest.config.mts).
import type { Reporter, TestModule } from 'vitest/node';
import {
  describeRetries,
  firstLine,
  type RetriedTest,
  RETRY_REPORT_DIR,
  writeRetryReport,
} from './retry-report.mts';

/** What the reporter reads of a Vitest test module. */
export interface VitestModuleLike {
  readonly relativeModuleId: string;
  readonly children: {
    allTests(): Iterable<{
      readonly fullName: string;
      diagnostic(): { readonly flaky: boolean; readonly retryCount: number } | undefined;
      result(): { readonly errors?: readonly { readonly message?: string }[] };
    }>;
  };
}

/** The flaky tests of `modules`: those that failed, then passed on a retry. */
export function retriedVitestTests(modules: Iterable<VitestModuleLike>): RetriedTest[] {
  const retried: RetriedTest[] = [];
  for (const module of modules) {
    for (const test of module.children.allTests()) {
      const diagnostic = test.diagnostic();
      if (!diagnostic?.flaky) continue;
      const firstError = firstLine(test.result().errors?.[0]?.message);
      retried.push({
        file: module.relativeModuleId,
        title: test.fullName,
        attempts: diagnostic.retryCount + 1,
        ...(firstError ? { firstError } : {}),
      });
    }
  }
  return retried;
}

export default class VitestRetryReporter implements Reporter {
  private readonly suite: string;
  private readonly dir: string;

  constructor({
    suite = 'engines',
    dir = RETRY_REPORT_DIR,
  }: { suite?: string; dir?: string } = {}) {
    this.suite = suite;
    this.dir = dir;
  }

  async onTestRunEnd(modules: readonly TestModule[]): Promise<void> {
    const report = {
      suite: this.suite,
      finished: new Date().toISOString(),
      retried: retriedVitestTests(modules),
    };
    await writeRetryReport(report, this.dir);
    console.log(`\n${describeRetries(report)}`);
  }
}
