import { expect, type Page } from '@playwright/test';
import { overrideConfig } from './config-override';
import { cdpOf, type Point } from './feed-swipe';

/** Streams start slower than pages on a busy CI machine: media waits get more time. */
export const MEDIA_TIMEOUT = 20_000;

/** The runtime config with ads switched off, as a deployment without ads serves it. */
export function withoutAds(page: Page): Promise<void> {
  return overrideConfig(page, { isShowAd: false });
}

/** What the main player's `<video>` (the first on the page) is doing. */
export function media(page: Page) {
  return page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => ({
      paused: video.paused,
      ended: video.ended,
      time: video.currentTime,
      duration: video.duration,
      rate: video.playbackRate,
      volume: video.muted ? 0 : video.volume,
      muted: video.muted,
    }));
}

/** Waits until the main video plays and its time has passed `seconds`. */
export async function playsPast(page: Page, seconds: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const { paused, time } = await media(page);
        return !paused && time > seconds;
      },
      { timeout: MEDIA_TIMEOUT },
    )
    .toBe(true);
}

/** A film of the demo catalogue that plays the 40 s stream. */
export async function longFilmId(page: Page): Promise<number> {
  for (let id = 1; id <= 30; id += 1) {
    const reply = await page.request.get(`/api/videoplay/${id}?uuid=1`);
    const { rescont } = (await reply.json()) as { rescont: { videopath: string; title: string } };
    if (rescont.videopath.includes('/clip-2/') && !rescont.title.startsWith('★')) return id;
  }
  throw new Error('no film of the demo catalogue plays the 40 s stream');
}

/** The film's thirds on the page: the centre of each, at three quarters of its height. */
export async function filmThirds(page: Page): Promise<Record<'left' | 'middle' | 'right', Point>> {
  const middle = await page.getByRole('button', { name: '显示或隐藏控制栏' }).boundingBox();
  if (!middle) throw new Error('the player has no middle third');
  // Below the play button, above the bar: the film itself.
  const y = middle.y + middle.height * 0.7;
  const x = middle.x + middle.width / 2;
  return {
    left: { x: x - middle.width, y },
    middle: { x, y },
    right: { x: x + middle.width, y },
  };
}

/**
 * `count` real taps at a point as a person does them, 150 ms apart (each 30 ms long): the touch
 * events go out together, stamped, so a busy machine cannot stretch them into lone taps.
 */
export async function taps(page: Page, at: Point, count: number): Promise<void> {
  const cdp = await cdpOf(page);
  const start = Date.now() / 1000;
  const events = Array.from({ length: count }, (_, tap) => [
    { type: 'touchStart' as const, touchPoints: [at], timestamp: start + tap * 0.15 },
    { type: 'touchEnd' as const, touchPoints: [], timestamp: start + tap * 0.15 + 0.03 },
  ]).flat();
  await Promise.all(events.map((event) => cdp.send('Input.dispatchTouchEvent', event)));
}

/** One real tap: the controls show or hide. */
export async function tapOnce(page: Page, at: Point): Promise<void> {
  await taps(page, at, 1);
}
