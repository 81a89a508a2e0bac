import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findVideoId } from './demo-catalogue';
import {
  lighthouseCulprits,
  type LighthouseFigures,
  lighthouseFigures,
  medianFigures,
} from './lighthouse-figures';
import type { Measurement } from './measurement';
import { formatValue, infoRow, limitRow, type Row } from './rows';
import { median } from './stats';

const RUNS = 5;
const QUICK_RUNS = 1;

/** The routes of issue 6, the player with a real id from the demo catalogue. */
const routesFor = (videoId: number) => [
  '/home',
  '/list?typeId=1&orderby=new',
  `/playVideo?id=${videoId}`,
  '/mine',
];

/**
 * Lighthouse's mobile defaults (simulated slow 4G and 4× CPU, Moto G Power screen) on each
 * route, runs interleaved across routes so that a burst of other work on the machine does not
 * land on one route, and the median of each figure.
 */
export const measureLighthouse: Measurement = async ({
  chromePath,
  chromeFlags,
  siteUrl,
  quick,
  log,
}) => {
  const routes = routesFor(await findVideoId(siteUrl));
  const runs = quick ? QUICK_RUNS : RUNS;
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
  const perRoute = new Map(routes.map((route) => [route, [] as LighthouseFigures[]]));
  const culprits = new Map<string, ReturnType<typeof lighthouseCulprits>>();
  const benchmarkIndexes: number[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const route of routes) {
        log(`lighthouse ${route} run ${run}/${runs}`);
        const result = await lighthouse(`${siteUrl}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}.`);
        if (result.lhr.runtimeError) {
          throw new Error(`Lighthouse failed on ${route}: ${result.lhr.runtimeError.message}`);
        }
        perRoute.get(route)?.push(lighthouseFigures(result.lhr));
        benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
        if (!culprits.has(route)) culprits.set(route, lighthouseCulprits(result.lhr));
      }
    }
  } finally {
    chrome.kill();
  }
  const figures = routes.map((route) => ({
    route,
    median: medianFigures(perRoute.get(route) ?? []),
    runs: perRoute.get(route) ?? [],
    culprits: culprits.get(route),
  }));
  const machine = median(benchmarkIndexes);
  return {
    rows: [
      ...figures.flatMap(({ route, median: figure }) => routeRows(route, figure)),
      // Simulated throttling scales what this machine did: a busy one inflates TBT and LCP.
      infoRow(
        'Lighthouse benchmarkIndex (machine speed)',
        machine === null ? '?' : String(Math.round(machine)),
      ),
    ],
    figures: {
      benchmarkIndexes,
      runsPerRoute: runs,
      settings: 'lighthouse default (mobile, simulate)',
      routes: figures,
    },
  };
};

function routeRows(route: string, median: LighthouseFigures): Row[] {
  const show = (value: number | null, unit: 's' | 'KiB') =>
    value === null ? '?' : formatValue(value, unit);
  const name = route.replace(/\?id=\d+/, '?id=…');
  return [
    limitRow(`${name} Lighthouse score`, median.score, { atLeast: 95 }, 'score'),
    limitRow(`${name} LCP`, median.lcp, { atMost: 2000 }, 's'),
    limitRow(`${name} TBT`, median.tbt, { atMost: 150 }, 'ms'),
    limitRow(`${name} CLS`, median.cls, { atMost: 0.05 }, 'shift'),
    infoRow(
      `${name} FCP · SI · JS`,
      `${show(median.fcp, 's')} · ${show(median.si, 's')} · ${show(median.jsBytes, 'KiB')}`,
    ),
  ];
}
