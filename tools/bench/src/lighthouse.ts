import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { auditOrder } from './audit-order';
import { floorUrl, reactFloorUrl } from './bench-servers';
import { findFirstVisitVideos, firstVisitRoutes } from './demo-catalogue';
import {
  lcpElement,
  lcpPhases,
  lighthouseCulprits,
  type LighthouseFigures,
  lighthouseFigures,
  mainThreadWork,
  type MainThreadWork,
  medianFigures,
  medianWork,
  type NodeInfo,
} from './lighthouse-figures';
import { lcpOverFloor, type RouteFigures, routeName, routeRows } from './lighthouse-rows';
import type { Measurement } from './measurement';
import { type FloorsFigures, medianMainThread, reactFloorRows } from './react-floor-rows';
import { infoRow } from './rows';
import { median } from './stats';

const RUNS = 5;
const QUICK_RUNS = 1;

/** What the report keeps of one run. */
export interface RunRecord {
  readonly figures: LighthouseFigures;
  readonly lcpElement: NodeInfo | null;
  readonly lcpPhases: Readonly<Record<string, number>>;
  readonly work: MainThreadWork;
}

const recordOf = (result: Result): RunRecord => ({
  figures: lighthouseFigures(result),
  lcpElement: lcpElement(result),
  lcpPhases: lcpPhases(result),
  work: mainThreadWork(result),
});

/** Lighthouse's CPU throttling, when not its default 4× slowdown. */
export interface CpuThrottling {
  readonly cpuSlowdownMultiplier: number;
  /**
   * Slow the CPU (and the network) while the page runs, as DevTools does, rather than scale a
   * fast run afterwards (Lighthouse's default, simulated). Code that yields on the clock (React's
   * scheduler gives the thread back every 5 ms) yields as often on the slowed CPU as on a phone;
   * simulated, each of its 5 ms slices becomes one task of 5 ms × the slowdown.
   */
  readonly applied?: boolean;
}

/**
 * Every run of every route, the app's, its React floor's and its floor page's, and the
 * machine's speed in each.
 */
export interface RouteAudits {
  readonly appRuns: ReadonlyMap<string, readonly RunRecord[]>;
  readonly reactFloorRuns: ReadonlyMap<string, readonly RunRecord[]>;
  readonly floorRuns: ReadonlyMap<string, readonly RunRecord[]>;
  readonly culprits: ReadonlyMap<string, ReturnType<typeof lighthouseCulprits>>;
  /** Lighthouse's benchmarkIndex of each audit, in the order they ran. */
  readonly benchmarkIndexes: readonly number[];
}

/** Runs `use` with a headless Chrome for Lighthouse (its port), and closes that Chrome after. */
export async function withHeadlessChrome<T>(
  chromePath: string,
  chromeFlags: readonly string[],
  use: (port: number) => Promise<T>,
): Promise<T> {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's own failures to record a page load (no navigation start in the trace, the trace
 * cut short) that it answers with "Please run Lighthouse again": a busy machine's, not the page's.
 */
const RECORDING_FAILURES = new Set(['NO_NAVSTART', 'NO_FCP_IN_TRACE', 'NO_TRACING_STARTED']);
const RECORDING_ATTEMPTS = 3;

/** One Lighthouse audit (performance only) in the Chrome listening on `port`. */
export async function auditOnce(
  port: number,
  url: string,
  throttling?: CpuThrottling,
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Merged into the mobile defaults: only the CPU slowdown changes (and, applied, the
      // method: the defaults hold DevTools' network figures too).
      ...(throttling
        ? { throttling: { cpuSlowdownMultiplier: throttling.cpuSlowdownMultiplier } }
        : {}),
      ...(throttling?.applied ? { throttlingMethod: 'devtools' as const } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result.lhr;
    if (!RECORDING_FAILURES.has(failure.code) || attempt >= RECORDING_ATTEMPTS) {
      throw new Error(`Lighthouse failed on ${url}: ${failure.message} (attempt ${attempt})`);
    }
  }
}

/**
 * `runs` audits of each route, of its React floor (React, React DOM and the router painting the
 * route's outline) and of its floor page (the same chain with no framework), runs interleaved
 * across routes so that a burst of other work on the machine does not land on one route, the
 * three pages back to back in alternating order.
 */
export async function auditRoutes(options: {
  readonly port: number;
  readonly siteUrl: string;
  readonly routes: readonly string[];
  readonly runs: number;
  readonly throttling?: CpuThrottling;
  readonly log: (message: string) => void;
}): Promise<RouteAudits> {
  const { port, siteUrl, routes, runs, throttling, log } = options;
  const appRuns = new Map(routes.map((route) => [route, [] as RunRecord[]]));
  const reactFloorRuns = new Map(routes.map((route) => [route, [] as RunRecord[]]));
  const floorRuns = new Map(routes.map((route) => [route, [] as RunRecord[]]));
  const culprits = new Map<string, ReturnType<typeof lighthouseCulprits>>();
  const benchmarkIndexes: number[] = [];
  const audit = async (url: string) => {
    const result = await auditOnce(port, url, throttling);
    benchmarkIndexes.push(result.environment.benchmarkIndex);
    return result;
  };
  const cpu = throttling ? ` (${throttling.cpuSlowdownMultiplier}× CPU)` : '';
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      const measureApp = async () => {
        log(`lighthouse${cpu} ${route} run ${run}/${runs}`);
        const result = await audit(`${siteUrl}${route}`);
        appRuns.get(route)?.push(recordOf(result));
        if (!culprits.has(route)) culprits.set(route, lighthouseCulprits(result));
      };
      const measureReactFloor = async () => {
        log(`lighthouse${cpu} React floor of ${route} run ${run}/${runs}`);
        reactFloorRuns.get(route)?.push(recordOf(await audit(reactFloorUrl(siteUrl, route))));
      };
      const measureFloor = async () => {
        log(`lighthouse${cpu} floor of ${route} run ${run}/${runs}`);
        floorRuns.get(route)?.push(recordOf(await audit(floorUrl(siteUrl, route))));
      };
      for (const measure of auditOrder(run, [measureApp, measureReactFloor, measureFloor])) {
        await measure();
      }
    }
  }
  return { appRuns, reactFloorRuns, floorRuns, culprits, benchmarkIndexes };
}

/**
 * A route's main-thread time and TBT on its three pages (medians over the runs): what React,
 * React DOM and the router cost to paint the outline is the React floor's.
 */
function floorsFigures(
  app: readonly RunRecord[],
  reactFloor: readonly RunRecord[],
  floor: readonly RunRecord[],
): FloorsFigures {
  const mainThread = (records: readonly RunRecord[]) =>
    medianMainThread(records.map((record) => record.work));
  const tbt = (records: readonly RunRecord[]) =>
    median(records.flatMap(({ figures }) => (figures.tbt === null ? [] : [figures.tbt])));
  return {
    mainThread: {
      app: mainThread(app),
      reactFloor: mainThread(reactFloor),
      floor: mainThread(floor),
    },
    tbt: { app: tbt(app), reactFloor: tbt(reactFloor), floor: tbt(floor) },
  };
}

/** Each route's medians, app, React floor and floor, with the runs behind them. */
export function summarizeRoutes(siteUrl: string, routes: readonly string[], audits: RouteAudits) {
  return routes.map((route) => {
    const app = audits.appRuns.get(route) ?? [];
    const reactFloor = audits.reactFloorRuns.get(route) ?? [];
    const floor = audits.floorRuns.get(route) ?? [];
    const reactFloorFigures =
      reactFloor.length === 0 ? null : medianFigures(reactFloor.map((record) => record.figures));
    const summary: RouteFigures = {
      route,
      app: medianFigures(app.map((record) => record.figures)),
      floor: medianFigures(floor.map((record) => record.figures)),
      appElements: app.map((record) => record.lcpElement),
      floorElements: floor.map((record) => record.lcpElement),
      appWork: medianWork(app.map((record) => record.work)),
      floorWork: floor.length === 0 ? null : medianWork(floor.map((record) => record.work)),
    };
    return {
      ...summary,
      floorUrl: floorUrl(siteUrl, route),
      lcpOverFloor: lcpOverFloor(summary.app, summary.floor, summary.floorElements),
      reactFloorUrl: reactFloorUrl(siteUrl, route),
      reactFloor: reactFloorFigures,
      reactFloorElements: reactFloor.map((record) => record.lcpElement),
      reactFloorWork: reactFloor.length === 0 ? null : medianWork(reactFloor.map((r) => r.work)),
      floors: floorsFigures(app, reactFloor, floor),
      runs: app,
      reactFloorRuns: reactFloor,
      floorRuns: floor,
      culprits: audits.culprits.get(route),
    };
  });
}

/**
 * Lighthouse's mobile defaults (simulated slow 4G and 4× CPU, Moto G Power screen) on each
 * route, on its React floor and on its floor page, and the median of each figure.
 */
export const measureLighthouse: Measurement = async ({
  chromePath,
  chromeFlags,
  siteUrl,
  quick,
  log,
}) => {
  const routes = firstVisitRoutes(await findFirstVisitVideos(siteUrl));
  const audits = await withHeadlessChrome(chromePath, chromeFlags, (port) =>
    auditRoutes({ port, siteUrl, routes, runs: quick ? QUICK_RUNS : RUNS, log }),
  );
  const figures = summarizeRoutes(siteUrl, routes, audits);
  const machine = median(audits.benchmarkIndexes);
  return {
    rows: [
      ...figures.flatMap((route) => [
        ...routeRows(route),
        ...reactFloorRows(`${routeName(route.route)} (4× CPU)`, route.floors),
      ]),
      // Simulated throttling scales what this machine did: a busy one inflates TBT and LCP.
      infoRow(
        'Lighthouse benchmarkIndex (machine speed)',
        machine === null ? '?' : String(Math.round(machine)),
      ),
    ],
    figures: {
      benchmarkIndexes: audits.benchmarkIndexes,
      runsPerRoute: quick ? QUICK_RUNS : RUNS,
      settings: 'lighthouse default (mobile, simulate), app, React floor and floor page alike',
      routes: figures,
    },
  };
};
