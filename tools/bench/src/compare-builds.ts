// `WEB_OUT_DIR=<build> BENCH_BASELINE=<build before> npm run bench:compare [-- --phone 4x]
// [-- --runs N]`: the first visits of two builds audited in pairs, one right after the other, on
// the calibrated low-tier phone (or Lighthouse's 4×), and how each figure moved pair by pair
// (see tools/bench/README.md). `BENCH_ROUTES` keeps some routes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findChrome } from '@video/browser';
import { startBenchServers } from './bench-servers';
import { findFirstVisitVideos, firstVisitRoutes } from './demo-catalogue';
import { auditOnce, type CpuThrottling, withHeadlessChrome } from './lighthouse';
import { lighthouseFigures, mainThreadWork } from './lighthouse-figures';
import { measureMachine } from './lighthouse-low-tier';
import { type PairedSummary, pairedSummary } from './paired';
import { BENCH_CHROME_FLAGS } from './phone';
import { routeName } from './lighthouse-rows';
import { formatValue, infoRow, type Unit } from './rows';
import { formatTable } from './table';

const REPORT_FILE = fileURLToPath(new URL('../../../bench/compare.json', import.meta.url));
const log = (message: string) => console.error(`[compare] ${message}`);

const { values } = parseArgs({
  options: {
    phone: { type: 'string', default: 'low-tier' },
    runs: { type: 'string', default: '8' },
  },
});
const runs = Number(values.runs);
const after = process.env['WEB_OUT_DIR'];
const before = process.env['BENCH_BASELINE'];
if (!after || !before)
  throw new Error('Set WEB_OUT_DIR (the build) and BENCH_BASELINE (the build before).');
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a count, not ${values.runs}.`);
if (values.phone !== 'low-tier' && values.phone !== '4x')
  throw new Error('--phone is low-tier or 4x.');

const port = Number(process.env['BENCH_PORT'] ?? 4510);
const builds = [
  { name: 'before', servers: await startBenchServers({ port, outDir: before, build: false }) },
  {
    name: 'after',
    servers: await startBenchServers({ port: port + 10, outDir: after, build: false }),
  },
] as const;

/** What each audit keeps: the figures the first-visit tables give. */
interface Audit {
  readonly score: number | null;
  readonly lcp: number | null;
  readonly tbt: number | null;
  readonly cls: number | null;
  readonly mainThread: number;
}

const FIGURES = ['tbt', 'lcp', 'score', 'mainThread', 'cls'] as const;
type Figure = (typeof FIGURES)[number];
const UNITS: Record<Figure, Unit> = {
  tbt: 'ms',
  lcp: 's',
  score: 'score',
  mainThread: 's',
  cls: 'shift',
};

try {
  const siteUrl = builds[0].servers.siteUrl;
  const routes = firstVisitRoutes(await findFirstVisitVideos(siteUrl));
  const audits = new Map(
    routes.map((route) => [route, { before: [] as Audit[], after: [] as Audit[] }]),
  );
  const slowdown = await withHeadlessChrome(
    findChrome(),
    BENCH_CHROME_FLAGS,
    async (chromePort) => {
      const throttling: CpuThrottling | undefined =
        values.phone === 'low-tier'
          ? { cpuSlowdownMultiplier: (await measureMachine(chromePort, siteUrl, log)).slowdown }
          : undefined;
      for (let run = 1; run <= runs; run += 1) {
        for (const route of routes) {
          // Which build goes first alternates, so that a drift in the machine's speed lands on both.
          for (const build of run % 2 === 1 ? builds : [...builds].reverse()) {
            log(`${values.phone} ${route} run ${run}/${runs}: ${build.name}`);
            const result = await auditOnce(
              chromePort,
              `${build.servers.siteUrl}${route}`,
              throttling,
            );
            const { score, lcp, tbt, cls } = lighthouseFigures(result);
            const mainThread = Object.values(mainThreadWork(result)).reduce(
              (sum, ms) => sum + ms,
              0,
            );
            audits.get(route)?.[build.name].push({ score, lcp, tbt, cls, mainThread });
          }
        }
      }
      return throttling?.cpuSlowdownMultiplier ?? 4;
    },
  );

  const summaries = routes.map((route) => {
    const { before: a = [], after: b = [] } = audits.get(route) ?? {};
    const paired = (figure: Figure) =>
      pairedSummary(
        a.map((audit) => audit[figure]),
        b.map((audit) => audit[figure]),
      );
    return {
      route,
      figures: Object.fromEntries(FIGURES.map((figure) => [figure, paired(figure)])) as Record<
        Figure,
        PairedSummary
      >,
      runs: audits.get(route),
    };
  });
  const shown = (value: number | null, figure: Figure) =>
    value === null ? '?' : formatValue(value, UNITS[figure]);
  console.log(
    formatTable(
      summaries.flatMap((summary) =>
        FIGURES.map((figure) => {
          const paired = summary.figures[figure];
          const [q1, q3] = paired.differenceQuartiles ?? [null, null];
          return infoRow(
            `${routeName(summary.route)} ${figure} (${slowdown}× CPU): before → after`,
            `${shown(paired.before, figure)} → ${shown(paired.after, figure)}; pairs: median ${shown(paired.difference, figure)} (middle half ${shown(q1, figure)} to ${shown(q3, figure)}), higher in ${paired.higher} of ${paired.pairs}, lower in ${paired.lower}, sign test p ${paired.signTestP.toFixed(2)}`,
          );
        }),
      ),
    ),
  );
  mkdirSync(dirname(REPORT_FILE), { recursive: true });
  writeFileSync(
    REPORT_FILE,
    `${JSON.stringify({ date: new Date().toISOString(), before, after, phone: values.phone, slowdown, runs, routes: summaries }, null, 2)}\n`,
  );
  log(`wrote ${REPORT_FILE}`);
} finally {
  for (const build of builds) await build.servers.stop();
}
