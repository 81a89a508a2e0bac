// Drives the short-video feed (/shortVideo) like a thumb and measures what it keeps alive. Used
// by the browser test (apps/web-e2e/src/short-video.spec.ts) and the bench (`npm run bench`).
import type { CDPSession, Page } from '@playwright/test';

/** Which way a swipe goes: `next` drags up (the next video), `prev` drags down. */
export type SwipeDirection = 'next' | 'prev';

/** What the page holds after a forced garbage collection. */
export interface LiveMedia {
  /** `<video>` elements in the document. */
  readonly videos: number;
  /** Live `MediaSource` objects: one per attached hls.js instance, so the live hls.js count. */
  readonly mediaSources: number;
  /** Live `SourceBuffer` objects (hls.js makes one or two per instance). */
  readonly sourceBuffers: number;
  /** JS heap in use, bytes. */
  readonly heapUsedBytes: number;
}

/** The video elements in the slots (the one on screen marked active). */
const ACTIVE_VIDEO = '[data-slot][data-active] video';
/** Steps of a drag: enough for Swiper to follow the finger, few enough to stay quick. */
const DRAG_STEPS = 4;
/** Playback counts as going once the clock moved this far (seconds). */
const PLAYING_ADVANCE = 0.25;

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** One DevTools session per page, for real touch input, garbage collection and heap queries. */
export function cdpOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * What Swiper tells about the feed: the index of the slide on screen (-1 before the feed shows)
 * and how many slides it has (videos, ads and the end). Asked of Swiper itself, since only the
 * slides near the one on screen are in the DOM.
 */
function feedPosition(page: Page): Promise<{ active: number; count: number }> {
  return page.evaluate(() => {
    interface SwiperLike {
      activeIndex: number;
      slides: ArrayLike<unknown>;
      virtual?: { slides: ArrayLike<unknown> };
    }
    const swiper = document.querySelector<HTMLElement & { swiper?: SwiperLike }>('.swiper')?.swiper;
    if (!swiper) return { active: -1, count: 0 };
    return {
      active: swiper.activeIndex,
      count: (swiper.virtual?.slides ?? swiper.slides).length,
    };
  });
}

/** The index of the slide on screen, -1 before the feed shows. */
export async function activeSlideIndex(page: Page): Promise<number> {
  return (await feedPosition(page)).active;
}

/** How many slides the feed has now (videos, ads and the end slide). */
export async function slideCount(page: Page): Promise<number> {
  return (await feedPosition(page)).count;
}

/** A point on the screen, in CSS pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** One finger on the screen, put down by `fingerDown`. */
export interface Finger {
  /** Slides the finger to a point in a few steps, as a thumb moves. */
  moveTo(to: Point): Promise<void>;
  lift(): Promise<void>;
}

/** A person's double tap: two taps 120 ms apart, each 30 ms long. */
const DOUBLE_TAP_TIMES = [0, 0.03, 0.12, 0.15];

/**
 * Taps twice at a point as a person does, with real touch input: the four touch events go out
 * together, stamped 120 ms apart, so a busy machine cannot stretch them into two lone taps (sent
 * one after the other, the second left 500 ms after the first when the page was slow).
 */
export async function doubleTap(page: Page, at: Point): Promise<void> {
  const cdp = await cdpOf(page);
  const start = Date.now() / 1000;
  await Promise.all(
    DOUBLE_TAP_TIMES.map((time, index) =>
      cdp.send('Input.dispatchTouchEvent', {
        type: index % 2 === 0 ? 'touchStart' : 'touchEnd',
        touchPoints: index % 2 === 0 ? [at] : [],
        timestamp: start + time,
      }),
    ),
  );
}

/** Puts one finger down at a point, with real touch input. */
export async function fingerDown(page: Page, at: Point): Promise<Finger> {
  const cdp = await cdpOf(page);
  let position = at;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  return {
    async moveTo(to) {
      const from = position;
      for (let step = 1; step <= DRAG_STEPS; step++) {
        const share = step / DRAG_STEPS;
        const point = { x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
      }
      position = to;
    },
    async lift() {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    },
  };
}

/**
 * A real touch drag from one point to another. `beforeLift` runs while the finger rests at the
 * end of the drag, still down.
 */
export async function touchDrag(
  page: Page,
  from: Point,
  to: Point,
  beforeLift: () => Promise<unknown> = () => Promise.resolve(),
): Promise<void> {
  const finger = await fingerDown(page, from);
  await finger.moveTo(to);
  await beforeLift();
  await finger.lift();
}

/**
 * One real touch drag over 3/4 of the screen (more than half a slide, so Swiper moves on however
 * slowly a busy machine delivers it), then waits for the new slide to be the active one.
 * Returns its index.
 */
export async function swipeOnce(page: Page, direction: SwipeDirection = 'next'): Promise<number> {
  const { width, height } = page.viewportSize() ?? { width: 390, height: 844 };
  const [from, to] =
    direction === 'next' ? [0.9 * height, 0.15 * height] : [0.2 * height, 0.95 * height];
  const x = Math.round(width / 2);
  await waitForRest(page);
  const before = await activeSlideIndex(page);

  await touchDrag(page, { x, y: from }, { x, y: to });

  const expected = before + (direction === 'next' ? 1 : -1);
  await page.waitForFunction(
    (index) =>
      document.querySelector<HTMLElement & { swiper?: { activeIndex: number } }>('.swiper')?.swiper
        ?.activeIndex === index,
    expected,
  );
  await waitForRest(page);
  return expected;
}

/** Waits until the slides stand still: a drag that starts mid-transition may snap back. */
export function waitForRest(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    const feed = document.querySelector<HTMLElement & { swiper?: { animating: boolean } }>(
      '.swiper',
    );
    return feed?.swiper?.animating === false;
  });
}

/** Whether the slide on screen is a video (not an ad or the end of the feed). */
export function isVideoSlide(page: Page): Promise<boolean> {
  return page
    .locator(ACTIVE_VIDEO)
    .count()
    .then((count) => count === 1);
}

/** Waits until the video on screen plays: not paused, and its clock moves on. */
export async function waitForActivePlayback(page: Page, timeout = 15_000): Promise<void> {
  const start = await page
    .locator(ACTIVE_VIDEO)
    .evaluate((video: HTMLVideoElement) => video.currentTime);
  await page.waitForFunction(
    ([selector, from, advance]) => {
      const video = document.querySelector<HTMLVideoElement>(selector);
      return video !== null && !video.paused && video.currentTime > from + advance;
    },
    [ACTIVE_VIDEO, start, PLAYING_ADVANCE] as const,
    { timeout },
  );
}

/**
 * Swipes `times` times, turning back at either end of the feed, and calls `afterSwipe` after
 * each (with the new slide's index), e.g. to wait for playback or count elements.
 */
export async function swipeFeed(
  page: Page,
  times: number,
  afterSwipe: (slide: number) => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  let direction: SwipeDirection = 'next';
  for (let swipe = 0; swipe < times; swipe++) {
    const current = await activeSlideIndex(page);
    if (current >= (await slideCount(page)) - 1) direction = 'prev';
    else if (current <= 0) direction = 'next';
    await afterSwipe(await swipeOnce(page, direction));
  }
}

/**
 * Tags every `<video>` with a number on first sight and returns the tags of those in the page
 * now: the same tags after many swipes mean the same elements were reused.
 */
export function videoElementTags(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const registry = window as unknown as { feedVideoTags?: number };
    return [...document.querySelectorAll('video')].map((element) => {
      const video = element as HTMLVideoElement & { feedTag?: number };
      if (video.feedTag === undefined) {
        video.feedTag = registry.feedVideoTags ?? 0;
        registry.feedVideoTags = video.feedTag + 1;
      }
      return video.feedTag;
    });
  });
}

/** Objects in the page whose prototype chain has `prototype` (a global's, e.g. `MediaSource.prototype`). */
async function countObjects(cdp: CDPSession, prototype: string): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression: `globalThis.${prototype}` });
  const prototypeId = result.objectId;
  if (!prototypeId) return 0;
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototypeId });
  const arrayId = objects.objectId;
  if (!arrayId) return 0;
  const { result: length } = await cdp.send('Runtime.callFunctionOn', {
    objectId: arrayId,
    functionDeclaration: 'function () { return this.length; }',
    returnByValue: true,
  });
  await cdp.send('Runtime.releaseObject', { objectId: arrayId });
  await cdp.send('Runtime.releaseObject', { objectId: prototypeId });
  return Number(length.value);
}

/**
 * Forces a garbage collection, then counts the `<video>` elements, the live MediaSource and
 * SourceBuffer objects (each attached hls.js instance holds one MediaSource; a destroyed one
 * lets go of it) and the JS heap in use.
 */
export async function countLiveMedia(page: Page): Promise<LiveMedia> {
  const cdp = await cdpOf(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const mediaSources = await countObjects(cdp, 'MediaSource.prototype');
  const sourceBuffers = await countObjects(cdp, 'SourceBuffer.prototype');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return {
    videos: await page.locator('video').count(),
    mediaSources,
    sourceBuffers,
    heapUsedBytes: usedSize,
  };
}

/**
 * Puts one finger down at a point of the screen (as shares of its width and height) and keeps it
 * there; returns the lift.
 */
export async function holdTouch(
  page: Page,
  across: number,
  down: number,
): Promise<() => Promise<void>> {
  const { width, height } = page.viewportSize() ?? { width: 390, height: 844 };
  const finger = await fingerDown(page, {
    x: Math.round(width * across),
    y: Math.round(height * down),
  });
  return () => finger.lift();
}

/** The playback rate of the video on screen. */
export function activeRate(page: Page): Promise<number> {
  return page.locator(ACTIVE_VIDEO).evaluate((video: HTMLVideoElement) => video.playbackRate);
}
