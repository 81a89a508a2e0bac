import { routes } from '@video/routes';
import type { Browser, Page } from '@playwright/test';
import { findVideoId } from './demo-catalogue';
import { routeName } from './lighthouse-rows';
import type { Measurement } from './measurement';
import { newPhoneContext } from './phone';
import { infoRow, limitRow, type Row } from './rows';
import { readPaints, slowDown, watchPaints } from './slow-phone';
import { median } from './stats';

const RUNS = 5;
const QUICK_RUNS = 2;
/** Largest paints later than this after the content showed are not waited for. */
const SETTLE_MS = 1500;

/** The routes a visitor comes back to; `/home` carries the target. */
const routesFor = (videoId: number) => [
  routes.home.href(),
  routes.list.href({ typeId: 1, orderby: 'new' }),
  routes.playVideo.href({ id: videoId }),
];

interface RepeatRun {
  /** Navigation start → largest contentful paint of the second visit, ms; null if none. */
  readonly lcp: number | null;
  /** The second visit was served through the service worker. */
  readonly controlled: boolean;
}

async function contentShown(page: Page): Promise<void> {
  await page.locator('main [id$="-title"]').first().waitFor({ timeout: 30_000 });
}

async function repeatOnce(browser: Browser, url: string): Promise<RepeatRun> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    // The first visit, at full speed: it installs the service worker and fills its caches.
    await page.goto(url);
    await contentShown(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The covers are cached as they are shown; give the last ones a moment to land.
    await page.waitForTimeout(1000);

    await slowDown(context, page);
    await watchPaints(page);
    await page.goto(url);
    await contentShown(page);
    await page.waitForTimeout(SETTLE_MS);
    const { lcp } = await readPaints(page);
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    return { lcp, controlled };
  } finally {
    await context.close();
  }
}

/**
 * The second opening of a route on the same phone: the first visit installs the service worker,
 * the second runs under 150 ms RTT, 1.6 Mbps and 4× CPU slowdown (CDP), and its largest
 * contentful paint is read from the page (PerformanceObserver).
 */
export const measureRepeatVisit: Measurement = async ({ browser, siteUrl, quick, log }) => {
  const count = quick ? QUICK_RUNS : RUNS;
  const rows: Row[] = [];
  const figures: Record<string, RepeatRun[]> = {};
  for (const route of routesFor(await findVideoId(siteUrl))) {
    const runs: RepeatRun[] = [];
    for (let run = 1; run <= count; run += 1) {
      log(`repeat visit ${route} run ${run}/${count}`);
      runs.push(await repeatOnce(browser, `${siteUrl}${route}`));
    }
    figures[route] = runs;
    const lcps = runs.flatMap((run) => (run.lcp === null ? [] : [run.lcp]));
    const middle = median(lcps);
    const name = routeName(route);
    const figure = `repeat visit ${name}: LCP, median of ${count}`;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const spread = lcps.length
      ? `${seconds(Math.min(...lcps))}–${seconds(Math.max(...lcps))}`
      : '—';
    const served = runs.filter((run) => run.controlled).length;
    rows.push(
      route === routes.home.href()
        ? limitRow(figure, middle, { atMost: 1000 }, 's', 'no largest paint')
        : infoRow(figure, middle === null ? 'no largest paint' : seconds(middle)),
      infoRow(
        `repeat visit ${name}: spread · served by the service worker`,
        `${spread} · ${served}/${count}`,
      ),
    );
  }
  return { rows, figures };
};
