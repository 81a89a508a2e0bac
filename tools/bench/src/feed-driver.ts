import type { Page } from '@playwright/test';
import type { PageDevtools } from './cdp';
import { PHONE } from './phone';
import { asInitScript, installFirstFrameProbe, installSwipeProbe } from './probes';

const { width, height } = PHONE.viewport;
/**
 * A thumb drag up over 3/4 of the screen. Swiper moves on after a slow drag only past half a
 * slide, and a busy machine makes every drag slow (the same gesture as the browser test's
 * apps/web-e2e/src/support/feed-swipe.ts, which tools cannot import).
 */
const FLICK = { from: { x: width / 2, y: height * 0.9 }, to: { x: width / 2, y: height * 0.15 } };

/** Installs what {@link waitForFirstFrame} and {@link swipeToNext} read; before the first `goto`. */
export async function addFeedProbes(page: Page): Promise<void> {
  await page.addInitScript(asInitScript(installFirstFrameProbe));
  await page.addInitScript(asInitScript(installSwipeProbe));
}

/** Whether a video of the page drew its first frame within `timeoutMs`. */
export async function waitForFirstFrame(page: Page, timeoutMs: number): Promise<boolean> {
  return page
    .waitForFunction(() => window.__benchFirstFrame?.firstFrameAt != null, null, {
      timeout: timeoutMs,
    })
    .then(
      () => true,
      () => false,
    );
}

/**
 * Runs `action` (a swipe, a tap that opens the feed) and returns the time from the finger
 * leaving the screen to the first frame of a video that starts playing after it (not the one
 * playing before), in ms; null when none drew within `timeoutMs` (an ad without a clip, the
 * end of the feed, a stall).
 */
export async function timeToNextVideo(
  page: Page,
  action: () => Promise<void>,
  timeoutMs: number,
): Promise<number | null> {
  await page.evaluate(() => window.__benchSwipe?.arm());
  await action();
  const drawn = await page
    .waitForFunction(() => window.__benchSwipe?.record.firstFrameAt != null, null, {
      timeout: timeoutMs,
    })
    .then(
      () => true,
      () => false,
    );
  if (!drawn) return null;
  const record = await page.evaluate(() => window.__benchSwipe?.record);
  if (record?.firstFrameAt == null || record.releasedAt == null) return null;
  return record.firstFrameAt - record.releasedAt;
}

/** One thumb flick up the feed (what {@link swipeToNext} times). */
export function flickUp(devtools: PageDevtools): Promise<void> {
  return devtools.drag(FLICK.from, FLICK.to);
}

/** Flicks the feed to the next video: {@link timeToNextVideo} of one swipe. */
export function swipeToNext(
  page: Page,
  devtools: PageDevtools,
  timeoutMs: number,
): Promise<number | null> {
  return timeToNextVideo(page, () => flickUp(devtools), timeoutMs);
}

/** What the feed holds alive. */
export interface LiveMedia {
  readonly videos: number;
  /** Live after a garbage collection: one per attached hls.js instance (a leaked one keeps its own). */
  readonly mediaSources: number;
  /** Live after a garbage collection: hls.js makes one or two per instance. */
  readonly sourceBuffers: number;
}

export async function countLiveMedia(page: Page, devtools: PageDevtools): Promise<LiveMedia> {
  return {
    videos: await page.evaluate(() => document.querySelectorAll('video').length),
    mediaSources: await devtools.countObjects('MediaSource.prototype'),
    sourceBuffers: await devtools.countObjects('SourceBuffer.prototype'),
  };
}
