import {
  DEFAULT_RUNS,
  flakyReport,
  parseFlakyArgs,
  Tallies,
  tallyPlaywright,
  tallyVitest,
} from './test-flaky.mts';

/** A Playwright JSON report of one spec file, a test run once per status given. */
function playwrightReport(statuses: readonly string[], projectName = 'preview') {
  return {
    suites: [
      {
        title: 'user-favourites.spec.ts',
        specs: [],
        suites: [
          {
            title: 'swiping',
            specs: [
              {
                title: 'goes through',
                file: 'user-favourites.spec.ts',
                tests: statuses.map((status) => ({
                  projectName,
                  results: [
                    status === 'passed'
                      ? { status }
                      : { status, errors: [{ message: 'Error: expected 5 / 8\n  at …' }] },
                  ],
                })),
              },
            ],
          },
        ],
      },
    ],
  };
}

describe('npm run test:flaky', () => {
  it('runs both browser suites five times, or as often as asked', () => {
    expect(parseFlakyArgs([])).toEqual({
      runs: DEFAULT_RUNS,
      suites: ['chromium', 'engines'],
      filters: [],
      build: true,
    });
    expect(parseFlakyArgs([], { FLAKY_RUNS: '8' }).runs).toBe(8);
    expect(parseFlakyArgs(['12'], { FLAKY_RUNS: '8' }).runs).toBe(12);
    expect(parseFlakyArgs(['--runs=3', '--suite', 'engines', '--no-build'])).toEqual({
      runs: 3,
      suites: ['engines'],
      filters: [],
      build: false,
    });
  });

  it('takes Playwright filters for the Chromium suite alone, and refuses what it does not know', () => {
    expect(parseFlakyArgs(['30', 'user-favourites.spec.ts'])).toMatchObject({
      runs: 30,
      suites: ['chromium'],
      filters: ['user-favourites.spec.ts'],
    });
    expect(() => parseFlakyArgs(['0'])).toThrow(/whole number/);
    expect(() => parseFlakyArgs(['--suite', 'safari'])).toThrow(/chromium or engines/);
    expect(() => parseFlakyArgs(['--retries=1'])).toThrow(/unknown option/);
  });

  it('counts every repeat of a Playwright test, and each failure with its first message', () => {
    const tallies = new Tallies();
    tallyPlaywright(playwrightReport(['passed', 'timedOut', 'passed', 'failed']), tallies);
    tallyPlaywright(playwrightReport(['passed', 'skipped'], 'nginx'), tallies);
    expect(tallies.size).toBe(2);
    expect(tallies.failed()).toEqual([
      {
        suite: 'chromium',
        test: '[preview] user-favourites.spec.ts › swiping › goes through',
        runs: 4,
        failures: 2,
        firstError: 'Error: expected 5 / 8',
      },
    ]);
  });

  it('counts the engines’ runs test by test, and a file that never ran its tests as failed', () => {
    const tallies = new Tallies();
    const run = (status: 'passed' | 'failed') => ({
      testResults: [
        {
          name: '/repo/apps/web-e2e/engines/engines.flows.ts',
          status,
          assertionResults: [
            { fullName: 'WebKit plays', status: 'passed' },
            {
              fullName: 'Firefox unlocks',
              status,
              failureMessages: status === 'failed' ? ['TimeoutError: waited 30 s'] : [],
            },
          ],
        },
      ],
    });
    tallyVitest(run('passed'), tallies, '/repo/apps/web-e2e');
    tallyVitest(run('failed'), tallies, '/repo/apps/web-e2e');
    tallyVitest(
      {
        testResults: [
          {
            name: '/repo/apps/web-e2e/engines/engines.flows.ts',
            status: 'failed',
            message: 'WebKitWebDriver did not start',
            assertionResults: [{ fullName: 'WebKit plays', status: 'skipped' }],
          },
        ],
      },
      tallies,
      '/repo/apps/web-e2e',
    );
    expect(tallies.failed().map(({ test, runs, failures }) => [test, failures, runs])).toEqual([
      ['engines/engines.flows.ts › Firefox unlocks', 1, 2],
      ['engines/engines.flows.ts (the file)', 1, 1],
    ]);
  });

  it('lists each test that ever failed with how many times, or says none did', () => {
    const options = parseFlakyArgs(['4']);
    const tallies = new Tallies();
    tallyPlaywright(playwrightReport(['passed', 'passed', 'passed', 'passed']), tallies);
    expect(flakyReport(tallies, options)).toBe(
      'No test failed (1 test, 4 runs each, retries off).',
    );

    tallyPlaywright(playwrightReport(['failed'], 'nginx'), tallies);
    const lines = flakyReport(tallies, options).split('\n');
    expect(lines[0]).toBe('1 test failed at least once (2 tests, 4 runs each, retries off):');
    expect(lines[2]).toMatch(/^failed\s+suite\s+test\s+first failure$/);
    expect(lines[4]).toBe(
      '1/1     chromium  [nginx] user-favourites.spec.ts › swiping › goes through  Error: expected 5 / 8',
    );
  });
});
