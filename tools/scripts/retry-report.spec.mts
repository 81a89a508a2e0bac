import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PlaywrightRetryReporter, {
  type PlaywrightTestLike,
  retriedPlaywrightTests,
} from './retry-report-playwright.mts';
import VitestRetryReporter, {
  retriedVitestTests,
  type VitestModuleLike,
} from './retry-report-vitest.mts';
import {
  describeRetries,
  readRetryReports,
  type RetryReport,
  retrySummary,
} from './retry-report.mts';

function playwrightTest(
  outcome: 'expected' | 'flaky' | 'unexpected' | 'skipped',
  statuses: readonly string[],
  titlePath = ['', 'preview', 'user-favourites.spec.ts', 'swiping', 'goes through'],
): PlaywrightTestLike {
  return {
    outcome: () => outcome,
    titlePath: () => titlePath,
    results: statuses.map((status) =>
      status === 'passed'
        ? { status }
        : {
            status,
            error: { message: '\u001b[31mError: expect(received).toBe(2)\u001b[39m\n\nmore' },
          },
    ),
  };
}

function vitestModule(
  tests: readonly { name: string; flaky: boolean; retries: number; error?: string }[],
): VitestModuleLike {
  return {
    relativeModuleId: 'engines/engines.flows.ts',
    children: {
      *allTests() {
        for (const test of tests) {
          yield {
            fullName: test.name,
            diagnostic: () => ({ flaky: test.flaky, retryCount: test.retries }),
            result: () => ({ errors: test.error ? [{ message: test.error }] : [] }),
          };
        }
      },
    },
  };
}

describe('the tests that needed a retry', () => {
  let dir: string;
  let log: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'retry-report-'));
    log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    log.mockRestore();
    await rm(dir, { recursive: true, force: true });
  });

  it('are the Playwright tests whose outcome is flaky, with their project, runs and first failure', () => {
    const retried = retriedPlaywrightTests([
      playwrightTest('expected', ['passed']),
      playwrightTest('flaky', ['failed', 'passed']),
      playwrightTest('unexpected', ['failed', 'failed']),
      playwrightTest('skipped', ['skipped']),
    ]);
    expect(retried).toEqual([
      {
        project: 'preview',
        file: 'user-favourites.spec.ts',
        title: 'swiping › goes through',
        attempts: 2,
        firstError: 'Error: expect(received).toBe(2)',
      },
    ]);
  });

  it('are the Vitest tests whose diagnostic says flaky, with the runs they took', () => {
    const retried = retriedVitestTests([
      vitestModule([
        { name: 'WebKit › plays a video', flaky: false, retries: 0 },
        { name: 'Firefox › unlocks', flaky: true, retries: 1, error: 'TimeoutError: no video' },
      ]),
    ]);
    expect(retried).toEqual([
      {
        file: 'engines/engines.flows.ts',
        title: 'Firefox › unlocks',
        attempts: 2,
        firstError: 'TimeoutError: no video',
      },
    ]);
  });

  it('are printed at the end of the run and written to a file per suite', async () => {
    const reporter = new PlaywrightRetryReporter({ dir });
    const root = { allTests: () => [playwrightTest('flaky', ['timedOut', 'passed'])] };
    reporter.onBegin({}, root as never);
    await reporter.onEnd();
    const engines = new VitestRetryReporter({ dir });
    await engines.onTestRunEnd([vitestModule([])] as never);

    const printed = log.mock.calls.map((call: unknown[]) => String(call[0])).join('\n');
    expect(printed).toContain('e2e: 1 test passed only on a retry (flaky):');
    expect(printed).toContain(
      '  - [preview] user-favourites.spec.ts › swiping › goes through (2 runs; first failure: Error: expect(received).toBe(2))',
    );
    expect(printed).toContain('engines: no test needed a retry.');
    const written = JSON.parse(await readFile(join(dir, 'e2e.json'), 'utf8')) as RetryReport;
    expect(written.retried).toHaveLength(1);
    expect((await readRetryReports(dir)).map((report) => report.suite)).toEqual(['e2e', 'engines']);
  });

  it('end npm test with every suite’s list, or say that none needed one', () => {
    const finished = '2026-11-27T08:00:00.000Z';
    const clean: RetryReport = { suite: 'engines', finished, retried: [] };
    const flaky: RetryReport = {
      suite: 'e2e',
      finished,
      retried: [{ project: 'nginx', file: 'smoke.spec.ts', title: 'opens', attempts: 2 }],
    };
    expect(retrySummary([clean])).toBe(
      `Tests that needed a retry: none.\nengines (run ended ${finished}): no test needed a retry.`,
    );
    expect(retrySummary([flaky, clean]).split('\n')).toEqual([
      'Tests that needed a retry: 1 (flaky: fix them, see npm run test:flaky).',
      `e2e (run ended ${finished}): 1 test passed only on a retry (flaky):`,
      '  - [nginx] smoke.spec.ts › opens (2 runs)',
      `engines (run ended ${finished}): no test needed a retry.`,
    ]);
    expect(retrySummary([])).toContain('no browser suite has reported');
    expect(describeRetries(flaky)).not.toContain('first failure');
  });
});
