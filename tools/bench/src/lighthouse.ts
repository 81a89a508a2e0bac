import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { floorUrl } from './bench-servers';
import { findVideoId, firstVisitRoutes } from './demo-catalogue';
import {
  lcpElement,
  lcpPhases,
  lighthouseCulprits,
  type LighthouseFigures,
  lighthouseFigures,
  type LighthouseResult,
  mainThreadWork,
  type MainThreadWork,
  medianFigures,
  medianWork,
  type NodeInfo,
} from './lighthouse-figures';
import { lcpOverFloor, type RouteFigures, routeRows } from './lighthouse-rows';
import type { Measurement } from './measurement';
import { infoRow } from './rows';
import { median } from './stats';

const RUNS = 5;
const QUICK_RUNS = 1;

/** What the report keeps of one run. */
interface RunRecord {
  readonly figures: LighthouseFigures;
  readonly lcpElement: NodeInfo | null;
  readonly lcpPhases: Readonly<Record<string, number>>;
  readonly work: MainThreadWork;
}

const recordOf = (result: LighthouseResult): RunRecord => ({
  figures: lighthouseFigures(result),
  lcpElement: lcpElement(result),
  lcpPhases: lcpPhases(result),
  work: mainThreadWork(result),
});

/**
 * Lighthouse's mobile defaults (simulated slow 4G and 4× CPU, Moto G Power screen) on each
 * route and on the route's floor page (the same chain with no framework), runs interleaved
 * across routes so that a burst of other work on the machine does not land on one route, app
 * and floor back to back in alternating order, and the median of each figure.
 */
export const measureLighthouse: Measurement = async ({
  chromePath,
  chromeFlags,
  siteUrl,
  quick,
  log,
}) => {
  const routes = firstVisitRoutes(await findVideoId(siteUrl));
  const runs = quick ? QUICK_RUNS : RUNS;
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
  const appRuns = new Map(routes.map((route) => [route, [] as RunRecord[]]));
  const floorRuns = new Map(routes.map((route) => [route, [] as RunRecord[]]));
  const culprits = new Map<string, ReturnType<typeof lighthouseCulprits>>();
  const benchmarkIndexes: number[] = [];
  const audit = async (url: string): Promise<LighthouseResult> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    return result.lhr;
  };
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const route of routes) {
        const measureApp = async () => {
          log(`lighthouse ${route} run ${run}/${runs}`);
          const result = await audit(`${siteUrl}${route}`);
          appRuns.get(route)?.push(recordOf(result));
          if (!culprits.has(route)) culprits.set(route, lighthouseCulprits(result));
        };
        const measureFloor = async () => {
          log(`lighthouse floor of ${route} run ${run}/${runs}`);
          floorRuns.get(route)?.push(recordOf(await audit(floorUrl(siteUrl, route))));
        };
        // Alternating which goes first keeps a drift in the machine's load off one of the two.
        const [one, two] = run % 2 === 1 ? [measureApp, measureFloor] : [measureFloor, measureApp];
        await one();
        await two();
      }
    }
  } finally {
    chrome.kill();
  }
  const figures = routes.map((route) => {
    const app = appRuns.get(route) ?? [];
    const floor = floorRuns.get(route) ?? [];
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
      runs: app,
      floorRuns: floor,
      culprits: culprits.get(route),
    };
  });
  const machine = median(benchmarkIndexes);
  return {
    rows: [
      ...figures.flatMap((route) => routeRows(route)),
      // Simulated throttling scales what this machine did: a busy one inflates TBT and LCP.
      infoRow(
        'Lighthouse benchmarkIndex (machine speed)',
        machine === null ? '?' : String(Math.round(machine)),
      ),
    ],
    figures: {
      benchmarkIndexes,
      runsPerRoute: runs,
      settings: 'lighthouse default (mobile, simulate), app and floor page alike',
      routes: figures,
    },
  };
};
