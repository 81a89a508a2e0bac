import { expect, type Locator, type Page, test } from '@playwright/test';
import { overrideConfig } from './support/config-override';

/** Streams start slower than pages on a busy CI machine: media waits get more time. */
const MEDIA_TIMEOUT = 20_000;

test.describe.configure({ timeout: 60_000 });

/** A film of the demo catalogue that plays the 40 s stream (two sheets of thumbnails). */
async function longFilmId(page: Page): Promise<number> {
  for (let id = 1; id <= 30; id += 1) {
    const reply = await page.request.get(`/api/videoplay/${id}?uuid=1`);
    const { rescont } = (await reply.json()) as { rescont: { videopath: string; title: string } };
    if (rescont.videopath.includes('/clip-2/') && !rescont.title.startsWith('★')) return id;
  }
  throw new Error('no film of the demo catalogue plays the 40 s stream');
}

/** Opens the 40 s film without ads and waits until it plays. */
async function playLongFilm(page: Page): Promise<string[]> {
  const thumbnails: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/thumbs/')) thumbnails.push(request.url());
  });
  await overrideConfig(page, { isShowAd: false });
  await page.goto(`/playVideo?id=${await longFilmId(page)}`);
  await expect
    .poll(
      () =>
        page
          .locator('video')
          .first()
          .evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0.5),
      { timeout: MEDIA_TIMEOUT },
    )
    .toBe(true);
  return thumbnails;
}

/** The tile a frame shows: its sheet and where the sheet sits behind it. */
function tileOf(frame: Locator) {
  return frame.evaluate((element: HTMLElement) => ({
    sheet: /sheet-\d+\.jpg/.exec(element.style.backgroundImage)?.[0] ?? null,
    position: element.style.backgroundPosition,
  }));
}

/** Milliseconds from the first ask for a thumbnail to the first one ready, by the player's marks. */
function firstFrameMs(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const [asked] = performance.getEntriesByName('seek-thumbnail-asked');
    const [ready] = performance.getEntriesByName('seek-thumbnail-ready');
    return asked && ready ? ready.startTime - asked.startTime : null;
  });
}

test('a finger dragged across the film shows the frame of where it would go, loaded on the drag', async ({
  page,
}) => {
  const thumbnails = await playLongFilm(page);
  // Nothing of the thumbnails before a drag: a visit that never seeks loads none.
  expect(thumbnails).toEqual([]);

  const middle = await page.getByRole('button', { name: '显示或隐藏控制栏' }).boundingBox();
  if (!middle) throw new Error('the player has no middle zone');
  const film = { left: middle.x - middle.width, width: middle.width * 3 };
  const y = middle.y + middle.height * 0.75;
  // A real finger (CDP touches), as a phone's.
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', fraction?: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: fraction === undefined ? [] : [{ x: film.left + film.width * fraction, y }],
    });

  await touch('touchStart', 0.1);
  for (const fraction of [0.2, 0.3, 0.45]) await touch('touchMove', fraction);
  const bubble = page.getByRole('status').filter({ hasText: /\+\d+秒/ });
  const frame = bubble.locator('[data-seek-frame]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('aria-hidden', 'true');
  const first = await tileOf(frame);
  const firstTime = await bubble.textContent();
  expect(first.sheet).toBe('sheet-000.jpg');

  for (const fraction of [0.6, 0.75, 0.9]) await touch('touchMove', fraction);
  await expect(bubble).not.toHaveText(firstTime ?? '');
  await expect.poll(async () => (await tileOf(frame)).position).not.toBe(first.position);

  await touch('touchEnd');
  await expect(bubble).toBeHidden();
  // The image playlist first, then the sheets the drag needed, and nothing before the drag.
  expect(thumbnails[0]).toMatch(/\/thumbs\/index\.m3u8$/);
  expect(thumbnails.slice(1).every((url) => /sheet-\d+\.jpg$/.test(url))).toBe(true);

  const ms = await firstFrameMs(page);
  expect(ms).not.toBeNull();
  test.info().annotations.push({ type: 'first-frame-ms', description: String(ms) });
  // Where the time goes: each fetch from the first ask, its start and its end.
  const steps = await page.evaluate(() => {
    const [asked] = performance.getEntriesByName('seek-thumbnail-asked');
    const from = asked?.startTime ?? 0;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter(
        ({ name, startTime }) => /master|thumbs\/|seek-thumbnails-/.test(name) && startTime >= from,
      )
      .map(({ name, startTime, responseEnd }) => ({
        file: name.split('/').at(-1),
        start: Math.round(startTime - from),
        end: Math.round(responseEnd - from),
      }));
  });
  test.info().annotations.push({ type: 'first-frame-steps', description: JSON.stringify(steps) });
});

test('scrubbing the progress bar shows the frame over its thumb, following the mouse', async ({
  page,
}) => {
  const thumbnails = await playLongFilm(page);
  const bar = page.getByRole('slider', { name: '播放进度' });
  // A tap on the film shows the controls if they have hidden already, or hid while measured.
  let box = null as Awaited<ReturnType<Locator['boundingBox']>>;
  await expect(async () => {
    if (!(await bar.isVisible()))
      await page.getByRole('button', { name: '显示或隐藏控制栏' }).click();
    box = await bar.boundingBox();
    expect(box).not.toBeNull();
  }).toPass();
  if (!box) throw new Error('no progress bar');
  expect(thumbnails).toEqual([]);

  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 3 });
  const frame = page.locator('[data-seek-frame]');
  await expect(frame).toBeVisible();
  const before = await tileOf(frame);
  await page.mouse.move(box.x + box.width * 0.9, y, { steps: 5 });
  // 90 % of 40 s: the second sheet.
  await expect.poll(async () => (await tileOf(frame)).sheet).toBe('sheet-001.jpg');
  expect((await tileOf(frame)).position).not.toBe(before.position);

  await page.mouse.up();
  await expect(frame).toBeHidden();
});
