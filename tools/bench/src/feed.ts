import { routes } from '@video/routes';
import type { Browser, Page } from '@playwright/test';
import { type PageDevtools, pageDevtools } from './cdp';
import { findShortVideos } from './demo-catalogue';
import {
  addFeedProbes,
  countLiveMedia,
  type LiveMedia,
  swipeToNext,
  waitForFirstFrame,
} from './feed-driver';
import { type FeedPage, lapPage, realPageFor } from './feed-pages';
import type { Measurement } from './measurement';
import { newPhoneContext } from './phone';
import { formatValue, infoRow, limitRow, type Row } from './rows';
import { median, ratio } from './stats';

const TIMED_SWIPES = 20;
const QUICK_TIMED_SWIPES = 5;
/** Issue 6: memory after 100 swipes against after 10. */
const MEMORY_SWIPES = 100;
const QUICK_MEMORY_SWIPES = 20;
const BASELINE_SWIPES = 10;
/**
 * The session goes on as far again: whether the heap keeps growing after 100 swipes (objects
 * kept per video) or levels off (V8 compiling the code that has become hot, once).
 */
const FURTHER_FACTOR = 2;
/** Enough pages of 12 for 200 swipes with an ad after every 4 videos. */
const LONG_FEED_PAGES = 24;
const FIRST_FRAME_TIMEOUT_MS = 20_000;
const SWIPE_TIMEOUT_MS = 5_000;
const FEED_MISSING = 'feed has no playing video';

interface FeedSession {
  readonly page: Page;
  readonly devtools: PageDevtools;
  close(): Promise<void>;
}

/** A phone opening the feed at `url`; null when no video plays there (no feed yet). */
async function openFeed(
  browser: Browser,
  url: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<FeedSession | null> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const devtools = await pageDevtools(page);
    await addFeedProbes(page);
    await prepare?.(page);
    await page.goto(url);
    if (await waitForFirstFrame(page, FIRST_FRAME_TIMEOUT_MS)) {
      return { page, devtools, close: () => context.close() };
    }
  } catch (error) {
    await context.close();
    throw error;
  }
  await context.close();
  return null;
}

/** Serves the short-video feed `LONG_FEED_PAGES` long by repeating the demo's under new ids. */
async function serveLongFeed(page: Page, realPages: number): Promise<void> {
  await page.route('**/api/videosort/59?**', async (route) => {
    const url = new URL(route.request().url());
    const wanted = Number(url.searchParams.get('page') ?? 1);
    const real = new URL(url);
    real.searchParams.set('page', String(realPageFor(wanted, realPages).page));
    const response = await route.fetch({ url: real.href });
    const body = (await response.json()) as { rescont: FeedPage };
    body.rescont = lapPage(body.rescont, wanted, LONG_FEED_PAGES, url.href);
    await route.fulfill({ response, json: body });
  });
}

interface MemoryFigures {
  readonly swipes: number;
  readonly heapAfterBaseline: number;
  readonly heapAfterAll: number;
  /** After twice `swipes`. */
  readonly further: { readonly swipes: number; readonly heap: number };
  /** The most seen after any swipe (videos) or any tenth swipe (MediaSources, which need a GC). */
  readonly most: LiveMedia;
  readonly atEnd: LiveMedia;
  readonly swipesWithoutFrame: number;
}

async function measureMemory(session: FeedSession, swipes: number): Promise<MemoryFigures> {
  const { page, devtools } = session;
  let most: LiveMedia = await countLiveMedia(page, devtools);
  let heapAfterBaseline = 0;
  let heapAfterAll = 0;
  let swipesWithoutFrame = 0;
  const furtherSwipes = swipes * FURTHER_FACTOR;
  for (let swipe = 1; swipe <= furtherSwipes; swipe += 1) {
    if ((await swipeToNext(page, devtools, SWIPE_TIMEOUT_MS)) === null) swipesWithoutFrame += 1;
    // Counting MediaSources needs a garbage collection: every tenth swipe, not every one.
    const now =
      swipe % BASELINE_SWIPES === 0
        ? await countLiveMedia(page, devtools)
        : { ...most, videos: await page.evaluate(() => document.querySelectorAll('video').length) };
    most = {
      videos: Math.max(most.videos, now.videos),
      mediaSources: Math.max(most.mediaSources, now.mediaSources),
      sourceBuffers: Math.max(most.sourceBuffers, now.sourceBuffers),
    };
    if (swipe === BASELINE_SWIPES) heapAfterBaseline = await devtools.heapAfterGc();
    if (swipe === swipes) heapAfterAll = await devtools.heapAfterGc();
  }
  return {
    swipes,
    heapAfterBaseline,
    heapAfterAll,
    further: { swipes: furtherSwipes, heap: await devtools.heapAfterGc() },
    most,
    atEnd: await countLiveMedia(page, devtools),
    swipesWithoutFrame,
  };
}

/**
 * The short-video feed: time from a swipe's release to the next video's first frame (on the
 * demo feed), and what stays alive over a long session (the feed made long enough by
 * repeating the demo's videos): `<video>` elements, MediaSources, the JS heap after a GC.
 */
export const measureFeed: Measurement = async ({ browser, siteUrl, quick, log }) => {
  const { firstId, pages } = await findShortVideos(siteUrl);
  const feedUrl = `${siteUrl}${routes.shortVideo.href({ id: firstId })}`;
  const timedSwipes = quick ? QUICK_TIMED_SWIPES : TIMED_SWIPES;
  const memorySwipes = quick ? QUICK_MEMORY_SWIPES : MEMORY_SWIPES;

  log(`feed: ${timedSwipes} timed swipes`);
  const timings: (number | null)[] = [];
  const timed = await openFeed(browser, feedUrl);
  if (timed) {
    try {
      for (let swipe = 0; swipe < timedSwipes; swipe += 1) {
        timings.push(await swipeToNext(timed.page, timed.devtools, SWIPE_TIMEOUT_MS));
      }
    } finally {
      await timed.close();
    }
  }

  log(`feed: memory over ${memorySwipes * FURTHER_FACTOR} swipes (the budget at ${memorySwipes})`);
  let memory: MemoryFigures | null = null;
  const long = timed
    ? await openFeed(browser, feedUrl, (page) => serveLongFeed(page, pages))
    : null;
  if (long) {
    try {
      memory = await measureMemory(long, memorySwipes);
    } finally {
      await long.close();
    }
  }
  return {
    rows: feedRows(timings, timedSwipes, memory),
    figures: { swipeToFirstFrameMs: timings, memory },
  };
};

function feedRows(
  timings: readonly (number | null)[],
  swipes: number,
  memory: MemoryFigures | null,
): Row[] {
  const drawn = timings.filter((value) => value !== null);
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  const after = memory?.swipes ?? MEMORY_SWIPES;
  const further = memory?.further.swipes ?? MEMORY_SWIPES * FURTHER_FACTOR;
  return [
    limitRow(
      `swipe to first frame: median of ${swipes}`,
      median(drawn),
      { atMost: 300 },
      'ms',
      FEED_MISSING,
    ),
    infoRow(
      'swipes with no new frame within 5 s (ads, end)',
      timings.length ? `${swipes - drawn.length}/${swipes}` : FEED_MISSING,
    ),
    limitRow(
      `feed <video> elements, most in ${further} swipes`,
      memory?.most.videos ?? null,
      { atMost: 3 },
      'count',
      FEED_MISSING,
    ),
    limitRow(
      `feed live MediaSources (≈ hls.js), most in ${further} swipes`,
      memory?.most.mediaSources ?? null,
      { atMost: 3 },
      'count',
      FEED_MISSING,
    ),
    limitRow(
      `feed JS heap after ${after} ÷ after ${BASELINE_SWIPES} swipes (GC)`,
      memory ? ratio(memory.heapAfterAll, memory.heapAfterBaseline) : null,
      { atMost: 1.1 },
      'percent',
      FEED_MISSING,
    ),
    infoRow(
      `feed JS heap after ${BASELINE_SWIPES} · ${after} · ${further} swipes`,
      memory
        ? [memory.heapAfterBaseline, memory.heapAfterAll, memory.further.heap].map(mib).join(' · ')
        : FEED_MISSING,
    ),
    infoRow(
      `feed JS heap after ${further} ÷ after ${after} swipes (GC)`,
      memory ? formatValue(memory.further.heap / memory.heapAfterAll, 'percent') : FEED_MISSING,
    ),
  ];
}
