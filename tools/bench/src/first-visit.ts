import type { Browser, Page } from '@playwright/test';
import { floorUrl } from './bench-servers';
import { findFirstVisitVideos, firstVisitRoutes } from './demo-catalogue';
import { routeName } from './lighthouse-rows';
import type { Measurement } from './measurement';
import { newPhoneContext } from './phone';
import { formatValue, infoRow, limitRow, type Row } from './rows';
import { type Paints, readPaints, slowDown, watchPaints } from './slow-phone';
import { median } from './stats';

const RUNS = 5;
const QUICK_RUNS = 1;
/** The largest paint is taken as final once it has not changed for this long. */
const SETTLED_MS = 2000;
const GIVE_UP_MS = 30_000;

/** Waits until the page's largest paint has stopped changing (or gives up). */
async function settledPaints(page: Page): Promise<Paints> {
  const started = Date.now();
  let last = await readPaints(page);
  let since = Date.now();
  while (Date.now() - started < GIVE_UP_MS) {
    await page.waitForTimeout(250);
    const now = await readPaints(page);
    if (now.lcp !== last.lcp || now.lcp === null) since = Date.now();
    else if (Date.now() - since >= SETTLED_MS) return now;
    last = now;
  }
  return last;
}

/** One first visit of `url` on a fresh phone, throttled from the first byte. */
async function visitOnce(browser: Browser, url: string): Promise<Paints> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await slowDown(context, page);
    await watchPaints(page);
    await page.goto(url);
    return await settledPaints(page);
  } finally {
    await context.close();
  }
}

const middle = (runs: readonly Paints[], key: keyof Paints) =>
  median(runs.flatMap((run) => (run[key] === null ? [] : [run[key]])));

/**
 * First visits through a real throttled network (CDP: 150 ms RTT, 1.6 Mbps, 4× CPU), the
 * counterpart of Lighthouse's simulated figures: FCP and LCP of each route, and of its floor page
 * (the same chain with no framework) opened alternately in the same run, medians of 5.
 */
export const measureFirstVisit: Measurement = async ({ browser, siteUrl, quick, log }) => {
  const count = quick ? QUICK_RUNS : RUNS;
  const rows: Row[] = [];
  const figures: Record<string, { app: Paints[]; floor: Paints[] }> = {};
  for (const route of firstVisitRoutes(await findFirstVisitVideos(siteUrl))) {
    const app: Paints[] = [];
    const floor: Paints[] = [];
    for (let run = 1; run <= count; run += 1) {
      log(`first visit ${route} run ${run}/${count}`);
      const visits = [
        async () => app.push(await visitOnce(browser, `${siteUrl}${route}`)),
        async () => floor.push(await visitOnce(browser, floorUrl(siteUrl, route))),
      ];
      // Alternating which goes first keeps a drift in the machine's load off one of the two.
      for (const visit of run % 2 === 1 ? visits : visits.reverse()) await visit();
    }
    figures[route] = { app, floor };
    const name = routeName(route);
    const seconds = (ms: number | null) => (ms === null ? '—' : formatValue(ms, 's'));
    const [appFcp, appLcp] = [middle(app, 'fcp'), middle(app, 'lcp')];
    const [floorFcp, floorLcp] = [middle(floor, 'fcp'), middle(floor, 'lcp')];
    const ratio = appLcp === null || floorLcp === null ? null : appLcp / floorLcp;
    rows.push(
      limitRow(`first visit ${name}: FCP`, appFcp, { atMost: 1200 }, 's', 'no paint'),
      infoRow(`first visit ${name}: FCP of the floor page`, seconds(floorFcp)),
      limitRow(`first visit ${name}: LCP`, appLcp, { atMost: 2000 }, 's', 'no paint'),
      infoRow(`first visit ${name}: LCP of the floor page`, seconds(floorLcp)),
      limitRow(`first visit ${name}: LCP app ÷ floor`, ratio, { atMost: 1.25 }, 'ratio', '—'),
    );
  }
  return { rows, figures };
};
