// `npm run test:flaky`: runs the browser suites again and again with retries off and lists
// every test that failed in any run, with how many times. A test that fails now and then either
// hides a bug a visitor feels now and then, or teaches everyone to ignore red.
//   npm run test:flaky                      both suites 5 times (or FLAKY_RUNS times)
//   npm run test:flaky -- 20                20 times
//   npm run test:flaky -- 30 user-favourites.spec.ts
//                                           Playwright filters: only those Chromium tests
//   npm run test:flaky -- --suite engines   only the WebKit and Firefox flows (--suite chromium:
//                                           only Playwright's projects); --no-build uses the
//                                           build in dist/apps/web as it is
// Chromium runs once with --repeat-each (its two workers share the repeats); the engines suite,
// one browser at a time, runs N times over. Reports: dist/test-flaky/.
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { textTable } from './field-report.mts';
import { firstLine } from './retry-report.mts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const E2E = join(ROOT, 'apps/web-e2e');
const OUT = join(ROOT, 'dist/test-flaky');
export const DEFAULT_RUNS = 5;

export type FlakySuite = 'chromium' | 'engines';

export interface FlakyOptions {
  readonly runs: number;
  readonly suites: readonly FlakySuite[];
  /** Playwright's file and title filters (the Chromium suite only). */
  readonly filters: readonly string[];
  readonly build: boolean;
}

/** The command line and `FLAKY_RUNS` as options; throws on what it does not know. */
export function parseFlakyArgs(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): FlakyOptions {
  let runs = env['FLAKY_RUNS'] === undefined ? DEFAULT_RUNS : Number(env['FLAKY_RUNS']);
  const suites: FlakySuite[] = [];
  const filters: string[] = [];
  let build = true;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    const [flag, inline] = arg.split('=', 2);
    if (flag === '--suite') {
      const suite = inline ?? args[++index];
      if (suite !== 'chromium' && suite !== 'engines')
        throw new Error(`--suite takes chromium or engines, not ${suite}`);
      suites.push(suite);
    } else if (flag === '--runs') runs = Number(inline ?? args[++index]);
    else if (arg === '--no-build') build = false;
    else if (/^\d+$/.test(arg)) runs = Number(arg);
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else filters.push(arg);
  }
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('the number of runs is a whole number ≥ 1');
  // Filters name Chromium tests: with them, the engines run only when asked for.
  const chosen: FlakySuite[] =
    suites.length > 0 ? suites : filters.length > 0 ? ['chromium'] : ['chromium', 'engines'];
  return { runs, suites: [...new Set(chosen)], filters, build };
}

/** How one test fared over the runs. */
export interface Tally {
  readonly suite: string;
  readonly test: string;
  runs: number;
  failures: number;
  firstError?: string;
}

/** Tallies by suite and test; `record` adds one run of one test. */
export class Tallies {
  private readonly byKey = new Map<string, Tally>();

  record(suite: string, test: string, failed: boolean, error?: string): void {
    const key = `${suite}\u0000${test}`;
    const tally = this.byKey.get(key) ?? { suite, test, runs: 0, failures: 0 };
    this.byKey.set(key, tally);
    tally.runs += 1;
    if (!failed) return;
    tally.failures += 1;
    tally.firstError ??= firstLine(error);
  }

  /** Every test that failed at least once, the most failures first. */
  failed(): Tally[] {
    return [...this.byKey.values()]
      .filter((tally) => tally.failures > 0)
      .sort((a, b) => b.failures - a.failures || a.test.localeCompare(b.test));
  }

  get size(): number {
    return this.byKey.size;
  }
}

interface PlaywrightJsonSuite {
  readonly title: string;
  readonly suites?: readonly PlaywrightJsonSuite[];
  readonly specs?: readonly {
    readonly title: string;
    readonly file: string;
    readonly tests: readonly {
      readonly projectName: string;
      readonly results: readonly {
        readonly status: string;
        readonly errors?: readonly { readonly message?: string }[];
      }[];
    }[];
  }[];
}

/** Adds every run of every test in a Playwright JSON report (each repeat is a run). */
export function tallyPlaywright(
  report: { readonly suites?: readonly PlaywrightJsonSuite[] },
  tallies: Tallies,
): void {
  const walk = (suite: PlaywrightJsonSuite, describes: readonly string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const project = test.projectName ? `[${test.projectName}] ` : '';
        const name = `${project}${[spec.file, ...describes, spec.title].join(' › ')}`;
        for (const result of test.results) {
          if (result.status === 'skipped') continue;
          tallies.record('chromium', name, result.status !== 'passed', result.errors?.[0]?.message);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...describes, child.title]);
  };
  // The top suites are files; below them, describe blocks.
  for (const file of report.suites ?? []) walk(file, []);
}

interface VitestJson {
  readonly testResults?: readonly {
    readonly name: string;
    readonly status: string;
    readonly message?: string;
    readonly assertionResults: readonly {
      readonly fullName: string;
      readonly status: string;
      readonly failureMessages?: readonly string[];
    }[];
  }[];
}

/**
 * Adds one run of the engines suite from Vitest's JSON report; a file that failed before any
 * test ran (a browser that did not start) counts as a failure of the file.
 */
export function tallyVitest(report: VitestJson, tallies: Tallies, root: string = E2E): void {
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name);
    const ran = file.assertionResults.filter(
      (test) => test.status === 'passed' || test.status === 'failed',
    );
    if (ran.length === 0 && file.status === 'failed') {
      tallies.record('engines', `${path} (the file)`, true, file.message);
    }
    for (const test of ran) {
      tallies.record(
        'engines',
        `${path} › ${test.fullName}`,
        test.status === 'failed',
        test.failureMessages?.[0],
      );
    }
  }
}

/** The closing list: each test that failed, how many times out of how many runs. */
export function flakyReport(tallies: Tallies, options: FlakyOptions): string {
  const failed = tallies.failed();
  const tests = (count: number) => (count === 1 ? '1 test' : `${count} tests`);
  const what = `${tests(tallies.size)}, ${options.runs} runs each, retries off`;
  if (failed.length === 0) return `No test failed (${what}).`;
  return [
    `${tests(failed.length)} failed at least once (${what}):`,
    '',
    textTable(
      ['failed', 'suite', 'test', 'first failure'],
      failed.map((tally) => [
        `${tally.failures}/${tally.runs}`,
        tally.suite,
        tally.test,
        tally.firstError ?? '',
      ]),
    ),
  ].join('\n');
}

function run(command: string, args: readonly string[], cwd: string, env = {}): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return status ?? 1;
}

async function readJson<T>(path: string): Promise<T | undefined> {
  return readFile(path, 'utf8')
    .then((text) => JSON.parse(text) as T)
    .catch(() => undefined);
}

async function main(options: FlakyOptions): Promise<number> {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  // The tsconfig references are npm test's to check; the build does not read them.
  if (options.build && run('npx', ['nx', 'run', 'web:build', '--skipSync'], ROOT) !== 0) return 1;

  const tallies = new Tallies();
  const broken: string[] = [];
  if (options.suites.includes('chromium')) {
    const file = join(OUT, 'chromium.json');
    run(
      'npx',
      [
        'playwright',
        'test',
        `--repeat-each=${options.runs}`,
        '--retries=0',
        '--reporter=dot,json',
        // Its own folder: Playwright empties the output folder first, and npm test's is kept.
        `--output=${join(OUT, 'test-output')}`,
        ...options.filters,
      ],
      E2E,
      { PLAYWRIGHT_JSON_OUTPUT_FILE: file },
    );
    const report = await readJson<{ suites?: PlaywrightJsonSuite[] }>(file);
    if (report) tallyPlaywright(report, tallies);
    else broken.push('chromium: no report (the run did not start)');
  }
  if (options.suites.includes('engines')) {
    for (let index = 1; index <= options.runs; index++) {
      const file = join(OUT, `engines-${index}.json`);
      console.log(`\nEngines, run ${index} of ${options.runs}`);
      run(
        'npx',
        [
          'vitest',
          'run',
          '--config',
          'engines/vitest.config.mts',
          '--retry=0',
          '--reporter=dot',
          '--reporter=json',
          `--outputFile.json=${file}`,
        ],
        E2E,
      );
      const report = await readJson<VitestJson>(file);
      if (report) tallyVitest(report, tallies);
      else broken.push(`engines run ${index}: no report (the run did not start)`);
    }
  }

  const text = [flakyReport(tallies, options), ...broken].join('\n');
  await writeFile(
    join(OUT, 'summary.json'),
    `${JSON.stringify({ ...options, failed: tallies.failed(), broken }, null, 2)}\n`,
  );
  console.log(`\n${text}\n(reports in ${relative(ROOT, OUT)}/)`);
  return tallies.failed().length > 0 || broken.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let options: FlakyOptions;
  try {
    options = parseFlakyArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  process.exitCode = await main(options);
}
