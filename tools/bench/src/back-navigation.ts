import { routes } from '@video/routes';
import type { Browser } from '@playwright/test';
import { openCardInView, shownCard, waitForScrollToSettle } from './app-pages';
import { pageDevtools } from './cdp';
import type { Measurement } from './measurement';
import { newPhoneContext, PHONE } from './phone';
import { asInitScript, installBackProbe } from './probes';
import { infoRow, limitRow } from './rows';
import { median } from './stats';
import { step } from './step';

const RUNS = 5;
const QUICK_RUNS = 2;
const LIST = routes.list.href({ typeId: 1, orderby: 'new' });
const SCREENS_SCROLLED = 3;

interface BackRun {
  readonly scrollY: number;
  readonly method: 'button' | 'history';
  /** Tap to the list painted at `scrollY`, ms; null when it never was. */
  readonly ms: number | null;
}

async function backOnce(browser: Browser, siteUrl: string): Promise<BackRun> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const devtools = await pageDevtools(page);
    await page.addInitScript(asInitScript(installBackProbe));
    const scrollY = await step('scroll a list', async () => {
      await page.goto(`${siteUrl}${LIST}`);
      await shownCard(page).waitFor();
      for (let screen = 0; screen < SCREENS_SCROLLED; screen += 1) {
        const { width, height } = PHONE.viewport;
        await devtools.touchScroll({ x: width / 2, y: height * 0.7 }, height * 0.8);
      }
      await waitForScrollToSettle(page);
      return page.evaluate(() => window.scrollY);
    });
    await step('open a video', async () => {
      await openCardInView(page, routes.playVideo.path);
    });
    await page.evaluate(({ path, y }) => window.__benchBack?.arm(path, y), {
      path: routes.list.path,
      y: scrollY,
    });
    const back = page.getByRole('button', { name: '返回', exact: true });
    const method = await back.waitFor({ timeout: 10_000 }).then(
      () => 'button' as const,
      () => 'history' as const,
    );
    if (method === 'button') await back.tap();
    else await page.evaluate(() => (window.__benchBack?.markTap(), history.back()));
    const painted = await page
      .waitForFunction(() => window.__benchBack?.record.paintedAt != null, null, {
        timeout: 10_000,
      })
      .then(
        () => true,
        () => false,
      );
    const record = await page.evaluate(() => window.__benchBack?.record);
    const ms =
      painted && record?.paintedAt != null && record.tappedAt !== null
        ? record.paintedAt - record.tappedAt
        : null;
    return { scrollY, method, ms };
  } finally {
    await context.close();
  }
}

/**
 * From a list scrolled three screens down, open a video, tap back, and time until the list is
 * painted at its old offset (one animation frame of resolution).
 */
export const measureBackNavigation: Measurement = async ({ browser, siteUrl, quick, log }) => {
  const runs: BackRun[] = [];
  const count = quick ? QUICK_RUNS : RUNS;
  for (let run = 1; run <= count; run += 1) {
    log(`back navigation run ${run}/${count}`);
    runs.push(await backOnce(browser, siteUrl));
  }
  const times = runs.flatMap((run) => (run.ms === null ? [] : [run.ms]));
  const methods = [...new Set(runs.map((run) => run.method))].join(', ');
  return {
    rows: [
      limitRow(
        `back from a player to the list at its offset: median of ${count}`,
        median(times),
        { atMost: 100 },
        'ms',
        'never shown at its old offset',
      ),
      infoRow(
        'back navigation: how back was made · restored',
        `${methods} · ${times.length}/${count}`,
      ),
    ],
    figures: { runs },
  };
};
