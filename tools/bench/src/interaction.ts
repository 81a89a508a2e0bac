import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { openCardInView, shownCard, tapBack, waitForPath } from './app-pages';
import { type PageDevtools, pageDevtools } from './cdp';
import { addFeedProbes, swipeToNext, timeToNextVideo } from './feed-driver';
import type { Measurement } from './measurement';
import { newPhoneContext, PHONE } from './phone';
import {
  asInitScript,
  installInteractionProbe,
  type InteractionRecord,
  type TaskEntry,
} from './probes';
import { infoRow, limitRow, type Row } from './rows';
import { step } from './step';
import { percentile } from './stats';

const CPU_SLOWDOWN = 4;
const SESSIONS = 3;
const QUICK_SESSIONS = 1;
const SCROLL_PAGES = 5;
const FEED_SWIPES = 10;
/** The feed's first video at 4× CPU on a busy machine. */
const FEED_START_TIMEOUT_MS = 30_000;
const LONG_TASK_LIMIT = 50;

/** web-vitals' IIFE build (global `webVitals`), which its package exports map does not list. */
const webVitalsScript = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')),
    'web-vitals.attribution.iife.js',
  ),
  'utf8',
);

/** What one scripted session measured. */
interface SessionFigures {
  readonly inp: InteractionRecord['inp'];
  readonly interactions: number;
  /** Every interaction's duration, slowest first. */
  readonly slowestInteractions: readonly { name: string; duration: number }[];
  /** Long tasks and long animation frames while the list scrolled. */
  readonly scrollLongTasks: readonly TaskEntry[];
  readonly scrollLongFrames: readonly TaskEntry[];
  readonly back: 'button' | 'history';
  /** Swipes made in the short-video feed (0 when it has no playing video yet). */
  readonly feedSwipes: number;
}

/**
 * INP over issue 6's scripted session at 4× CPU slowdown: open a list from home, scroll five
 * screens, switch the sort, open a video, go back, then swipe the short-video feed ten times,
 * all by touch in one page. Also the longest task while the list scrolls.
 */
export const measureInteraction: Measurement = async ({ browser, siteUrl, quick, log }) => {
  const sessions: SessionFigures[] = [];
  const count = quick ? QUICK_SESSIONS : SESSIONS;
  for (let session = 1; session <= count; session += 1) {
    log(`interaction session ${session}/${count} (${CPU_SLOWDOWN}× CPU)`);
    const context = await newPhoneContext(browser);
    try {
      const page = await context.newPage();
      const devtools = await pageDevtools(page);
      await devtools.throttleCpu(CPU_SLOWDOWN);
      // Init scripts may run inside a function: publish the IIFE's `var` explicitly.
      await page.addInitScript({ content: `${webVitalsScript}\nwindow.webVitals = webVitals;` });
      await page.addInitScript(asInitScript(installInteractionProbe));
      await addFeedProbes(page);
      sessions.push(await runSession(page, devtools, siteUrl));
    } finally {
      await context.close();
    }
  }
  return { rows: interactionRows(sessions), figures: { cpuSlowdown: CPU_SLOWDOWN, sessions } };
};

async function runSession(
  page: Page,
  devtools: PageDevtools,
  siteUrl: string,
): Promise<SessionFigures> {
  await step('open a list from home', async () => {
    await page.goto(`${siteUrl}/home`);
    await page.getByRole('link', { name: '电影', exact: true }).tap();
    await waitForPath(page, '/list');
    await shownCard(page).waitFor();
  });

  const now = () => page.evaluate(() => performance.now());
  const scrollStart = await now();
  await step('scroll the list', async () => {
    for (let screen = 0; screen < SCROLL_PAGES; screen += 1) {
      await devtools.touchScroll(
        { x: PHONE.viewport.width / 2, y: PHONE.viewport.height * 0.7 },
        PHONE.viewport.height * 0.8,
      );
    }
  });
  const scrollEnd = await now();

  await step('switch the sort', async () => {
    await page.getByText('最热', { exact: true }).tap();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('input[type="radio"]')].some(
        (input) => input instanceof HTMLInputElement && input.checked && input.value === 'hot',
      ),
    );
    await shownCard(page).waitFor();
  });
  await step('open a video', async () => {
    await openCardInView(page, '/playVideo');
  });
  const back = await step('go back to the list', async () => {
    const used = await tapBack(page);
    await waitForPath(page, '/list');
    return used;
  });

  const feedSwipes = await step('swipe the short-video feed', () => swipeFeed(page, devtools));
  const record = await page.evaluate(() => window.__benchInteraction);
  if (!record) throw new Error('The interaction probe did not run.');
  const inScroll = (task: TaskEntry) =>
    task.start + task.duration >= scrollStart && task.start <= scrollEnd;
  const interactions = Object.values(record.interactions).sort((a, b) => b.duration - a.duration);
  return {
    inp: record.inp,
    interactions: interactions.length,
    slowestInteractions: interactions.slice(0, 5),
    scrollLongTasks: record.longTasks.filter(inScroll),
    scrollLongFrames: record.longFrames.filter(inScroll),
    back,
    feedSwipes,
  };
}

/** From the list: back home, the 短视频 tab, the first short video, then swipes. */
async function swipeFeed(page: Page, devtools: PageDevtools): Promise<number> {
  await tapBack(page);
  await waitForPath(page, '/home');
  await page.getByRole('link', { name: '短视频' }).tap();
  await waitForPath(page, '/miin');
  const started = await timeToNextVideo(
    page,
    () => openCardInView(page, '/shortVideo'),
    FEED_START_TIMEOUT_MS,
  );
  if (started === null) return 0;
  let swipes = 0;
  while (swipes < FEED_SWIPES) {
    await swipeToNext(page, devtools, 5_000);
    swipes += 1;
  }
  return swipes;
}

function interactionRows(sessions: readonly SessionFigures[]): Row[] {
  const inps = sessions.flatMap((session) => (session.inp ? [session.inp.value] : []));
  const tasks = sessions.flatMap((session) => session.scrollLongTasks);
  const longest = tasks.length === 0 ? null : Math.max(...tasks.map((task) => task.duration));
  const taskFigure = `longest task while a list scrolls (${CPU_SLOWDOWN}× CPU)`;
  const worst = sessions
    .flatMap((session) => (session.inp ? [session.inp] : []))
    .sort((a, b) => b.value - a.value)[0];
  return [
    limitRow(
      `INP p75 of ${sessions.length} scripted sessions (${CPU_SLOWDOWN}× CPU)`,
      percentile(inps, 75),
      { atMost: 200 },
      'ms',
      'no interaction recorded',
    ),
    longest === null
      ? {
          ...limitRow(taskFigure, 0, { atMost: LONG_TASK_LIMIT }, 'ms'),
          measured: `none ≥ ${LONG_TASK_LIMIT} ms`,
        }
      : limitRow(taskFigure, longest, { atMost: LONG_TASK_LIMIT }, 'ms'),
    infoRow(
      'slowest interaction (INP target)',
      worst ? `${Math.round(worst.value)} ms ${worst.type} on ${worst.target}` : 'none',
    ),
    infoRow(
      `feed swipes per session (0: no video played within ${FEED_START_TIMEOUT_MS / 1000} s)`,
      sessions.map((session) => session.feedSwipes).join(', '),
    ),
  ];
}
