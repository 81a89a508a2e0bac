import { expect, type Page, test } from '@playwright/test';
import { overrideConfig } from './support/config-override';
import { doubleTap } from './support/feed-swipe';

const VIDEO_ID = 5;
/** Streams start slower than pages on a busy CI machine: media waits get more time. */
const MEDIA_TIMEOUT = 20_000;

// Real playback (a 5 s pre-roll, HLS start-up) on a shared machine needs more than 30 s at worst.
test.describe.configure({ timeout: 60_000 });

/** The video's title as the demo API tells it. */
async function titleOf(page: Page, id: number): Promise<string> {
  const reply = await page.request.get(`/api/videoplay/${id}?uuid=1`);
  const { rescont } = (await reply.json()) as { rescont: { title: string } };
  return rescont.title;
}

/** The runtime config with ads switched off, as a deployment without ads serves it. */
function withoutAds(page: Page): Promise<void> {
  return overrideConfig(page, { isShowAd: false });
}

/** What the main player's `<video>` (the first on the page) is doing. */
function media(page: Page) {
  return page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => ({
      paused: video.paused,
      time: video.currentTime,
      rate: video.playbackRate,
    }));
}

/** Waits until the main video plays and its time has passed `seconds`. */
async function playsPast(page: Page, seconds: number): Promise<void> {
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

test('plays after the pre-roll; seek taps and rates change the video', async ({ page }) => {
  // The 40 s stream: 10 s ahead of a 14 s one leaves too little film on a slow machine, and its
  // end brings 自动连播 over the controls before the rate is chosen.
  const id = await longFilmId(page);
  await page.goto(`/playVideo?id=${id}`);
  const close = page.getByRole('button', { name: /^(\ds|关闭)$/ });
  await expect(close).toHaveText(/^[1-5]s$/, { timeout: MEDIA_TIMEOUT });
  await expect(close).toBeDisabled();
  await expect(close).toHaveText('关闭', { timeout: 8000 });

  await close.click();
  await expect(close).toBeHidden();
  await playsPast(page, 0.5);
  const { time: before } = await media(page);
  await expect
    .poll(async () => (await media(page)).time, { timeout: MEDIA_TIMEOUT })
    .toBeGreaterThan(before);

  // A double tap on the right third seeks on 10 s; a tap then shows the controls for 3 s, enough
  // to choose a rate.
  await page.getByRole('button', { name: '快进10秒' }).dblclick();
  const rates = page.getByRole('button', { name: '倍速' });
  if (!(await rates.isVisible()))
    await page.getByRole('button', { name: '显示或隐藏控制栏' }).click();
  await rates.click();
  await page.getByRole('button', { name: '2x' }).click();
  await expect
    .poll(async () => (await media(page)).time, { timeout: MEDIA_TIMEOUT })
    .toBeGreaterThan(before + 9);
  // At 2x the film runs on while the machine works: the step back shows against where it was.
  const { time: beforeBack } = await media(page);
  await page.getByRole('button', { name: '快退10秒' }).dblclick();
  await expect
    .poll(async () => (await media(page)).time, { timeout: MEDIA_TIMEOUT })
    .toBeLessThan(beforeBack);
  await expect.poll(async () => (await media(page)).rate, { timeout: MEDIA_TIMEOUT }).toBe(2);
  // Still this film: not the next one 自动连播 would have started at the end.
  await expect(page).toHaveURL(new RegExp(`/playVideo\\?id=${id}$`));
});

test('without ads loads the stream after a second, and leaving stops it', async ({ page }) => {
  await withoutAds(page);
  await page.goto(`/playVideo?id=${VIDEO_ID}`);

  await playsPast(page, 0.5);
  await expect(page.getByRole('button', { name: '关闭' })).toHaveCount(0);
  // On the page's own clock, which starts with the navigation: the visitor asked for the video
  // then, so the wait counts from there (loading the app and the details happen inside it).
  const streamAt = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return entries.find(({ name }) => name.endsWith('.m3u8'))?.startTime ?? NaN;
  });
  expect(streamAt).toBeGreaterThanOrEqual(1000);

  const video = await page.locator('video').elementHandle();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('video')).toHaveCount(0);
  const left = await video.evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    src: element.getAttribute('src'),
  }));
  expect(left).toEqual({ paused: true, src: null });
});

test('a favourite shows in my favourites until removed; the visit in the history', async ({
  page,
}) => {
  await withoutAds(page);
  const title = await titleOf(page, VIDEO_ID);
  const favourites = page.getByRole('button', { name: title, exact: true });

  await page.goto(`/playLink?id=${VIDEO_ID}&from=share`);
  await expect(page).toHaveURL(new RegExp(`/playVideo\\?id=${VIDEO_ID}$`));
  await page.getByRole('button', { name: '收藏', exact: true, pressed: false }).click();
  await expect(page.getByRole('status').getByText('收藏成功!')).toBeVisible();
  await expect(page.getByRole('button', { name: '取消收藏', pressed: true })).toBeVisible();

  await page.goto('/collectVideo?type=favorite');
  await expect(favourites).toBeVisible();
  await page.goto('/collectVideo?type=history');
  await expect(favourites).toBeVisible();

  await page.goto(`/playVideo?id=${VIDEO_ID}`);
  await page.getByRole('button', { name: '取消收藏', pressed: true }).click();
  await expect(page.getByRole('status').getByText('取消收藏成功!')).toBeVisible();
  await page.goto('/collectVideo?type=favorite');
  await expect(page.getByText('暂无收藏')).toBeVisible();
});

test('a finger held on the film plays it at 2x until it lifts', async ({ page }) => {
  await withoutAds(page);
  await page.goto(`/playVideo?id=${VIDEO_ID}`);
  await playsPast(page, 0.5);

  const middle = await page.getByRole('button', { name: '显示或隐藏控制栏' }).boundingBox();
  if (!middle) throw new Error('the player has no middle zone');
  // On the film above its centre, where the play button sits while the controls show.
  await page.mouse.move(middle.x + middle.width / 2, middle.y + middle.height / 4);
  await page.mouse.down();
  await expect(page.getByRole('status').filter({ hasText: '2倍速播放中' })).toBeVisible();
  await expect.poll(async () => (await media(page)).rate).toBe(2);
  expect((await media(page)).paused).toBe(false);

  await page.mouse.up();
  await expect.poll(async () => (await media(page)).rate).toBe(1);
  await expect(page.getByText('2倍速播放中')).toBeHidden();
  // The release was not a tap: the film plays on.
  expect((await media(page)).paused).toBe(false);
});

test('a finger dragged across the film seeks, showing where to, once it lifts', async ({
  page,
}) => {
  await withoutAds(page);
  await page.goto(`/playVideo?id=${await longFilmId(page)}`);
  await playsPast(page, 0.5);
  const middle = await page.getByRole('button', { name: '显示或隐藏控制栏' }).boundingBox();
  if (!middle) throw new Error('the player has no middle zone');
  const film = { left: middle.x - middle.width, width: middle.width * 3 };
  const y = middle.y + middle.height * 0.75;
  // A real finger, from a fifth of the way across the film to seven tenths: half its width.
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', fraction?: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: fraction === undefined ? [] : [{ x: film.left + film.width * fraction, y }],
    });
  const from = (await media(page)).time;

  await touch('touchStart', 0.2);
  for (const fraction of [0.3, 0.45, 0.6, 0.7]) await touch('touchMove', fraction);
  // The whole width is the whole 40 s film: half of it, +20 seconds.
  const bubble = page.getByRole('status').filter({ hasText: /\+\d+秒/ });
  await expect(bubble).toContainText(/\/ 0:40/);
  expect((await media(page)).time).toBeLessThan(from + 5);

  await touch('touchEnd');
  await expect(bubble).toBeHidden();
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(from + 15);
  // The lift was no tap: the film plays on, the page stays.
  expect((await media(page)).paused).toBe(false);
  await expect(page).toHaveURL(/\/playVideo\?id=/);
});

test('a double tap on the film pauses it and another plays it again, with real touches', async ({
  page,
}) => {
  await withoutAds(page);
  await page.goto(`/playVideo?id=${VIDEO_ID}`);
  await playsPast(page, 0.5);
  const middle = await page.getByRole('button', { name: '显示或隐藏控制栏' }).boundingBox();
  if (!middle) throw new Error('the player has no middle zone');
  const point = { x: middle.x + middle.width / 2, y: middle.y + middle.height * 0.75 };

  await doubleTap(page, point);
  await expect.poll(async () => (await media(page)).paused).toBe(true);
  // Taps closer than the double tap's 300 ms would make a triple and a fourth, not a new pair.
  await page.waitForTimeout(400);
  await doubleTap(page, point);
  await expect.poll(async () => (await media(page)).paused).toBe(false);
});

test('清晰度 offers 自动 and each rendition, and the one chosen is what loads next', async ({
  page,
}) => {
  await withoutAds(page);
  await page.goto(`/playVideo?id=${await longFilmId(page)}`);
  await playsPast(page, 0.5);
  await page.getByRole('button', { name: '显示或隐藏控制栏' }).click();

  await page.getByRole('button', { name: '清晰度' }).click();
  const menu = page.getByRole('group', { name: '清晰度' });
  await expect(menu.getByRole('button')).toHaveText(['自动', '720P', '360P']);
  await expect(menu.getByRole('button', { name: '自动' })).toHaveAttribute('aria-pressed', 'true');
  const lowSegment = page.waitForRequest(/\/360p\/seg-\d+\.ts/);
  await menu.getByRole('button', { name: '360P' }).click();

  await lowSegment;
  await expect(page.getByRole('button', { name: '360P' })).toBeVisible();
  // Kept for the next film.
  expect(await page.evaluate(() => localStorage.getItem('quality'))).toBe('360');
});

test('自动连播: at the end, the first of 猜你喜欢 follows after 5 seconds, and a tap stays', async ({
  page,
}) => {
  await withoutAds(page);
  await page.clock.install();
  await page.goto(`/playVideo?id=${VIDEO_ID}`);
  await page.clock.runFor(1500);
  await expect(
    page.getByRole('region', { name: '猜你喜欢' }).getByRole('listitem').first(),
  ).toBeVisible({ timeout: MEDIA_TIMEOUT });
  await playsPast(page, 0.2);
  const toEnd = () =>
    page
      .locator('video')
      .first()
      .evaluate((video: HTMLVideoElement) => {
        video.currentTime = Math.max(0, video.duration - 0.3);
        return video.play();
      });

  await toEnd();
  const countdown = page.getByText('5秒后播放');
  await expect(countdown).toBeVisible({ timeout: MEDIA_TIMEOUT });
  await countdown.click();
  await page.clock.runFor(6000);
  await expect(countdown).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`id=${VIDEO_ID}$`));

  await toEnd();
  await expect(page.getByText('5秒后播放')).toBeVisible({ timeout: MEDIA_TIMEOUT });
  await page.clock.runFor(5000);
  await expect(page).not.toHaveURL(new RegExp(`id=${VIDEO_ID}$`));
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('分享 copies the page’s address, and 嵌入 the <iframe> code of the embeddable player', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A deploy that opens the embed to every site; the committed config opens it to none.
  await overrideConfig(page, { isShowAd: false, embedOrigins: ['*'] });
  await page.goto(`/playVideo?id=${VIDEO_ID}`);

  await page.getByRole('button', { name: '分享' }).click();
  await page
    .getByRole('dialog', { name: '分享' })
    .getByRole('button', { name: '复制链接' })
    .click();
  await expect(page.getByText('已复制链接')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.getByRole('button', { name: '分享' }).click();
  await page.getByRole('dialog', { name: '分享' }).getByRole('button', { name: '嵌入' }).click();
  await expect(page.getByText('已复制嵌入代码')).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toContain(`src="${new URL(page.url()).origin}/embed/${VIDEO_ID}"`);
  expect(code).toMatch(/^<iframe .*allowfullscreen><\/iframe>$/);
});

/** A film on the demo's 40 s stream: long enough to stop part of the way and resume. */
async function longFilmId(page: Page): Promise<number> {
  for (let id = 1; id <= 30; id += 1) {
    const reply = await page.request.get(`/api/videoplay/${id}?uuid=1`);
    const { rescont } = (await reply.json()) as { rescont: { videopath: string; title: string } };
    if (rescont.videopath.includes('/clip-2/') && !rescont.title.startsWith('★')) return id;
  }
  throw new Error('no film of the demo catalogue plays the 40 s stream');
}

/** Where the film `id` stopped, as remembered on the device. */
async function savedPosition(page: Page, id: number): Promise<number | undefined> {
  return page.evaluate((key) => {
    const entries = JSON.parse(localStorage.getItem('resumePositions') ?? '[]') as unknown[][];
    const entry = entries.find(([stored]) => stored === key);
    return typeof entry?.[1] === 'number' ? entry[1] : undefined;
  }, String(id));
}

test('继续观看 on home picks a film up near where the visitor left it', async ({ page }) => {
  await withoutAds(page);
  const id = await longFilmId(page);
  const title = await titleOf(page, id);
  await page.goto(`/playVideo?id=${id}`);
  await playsPast(page, 0.5);
  await page.getByRole('button', { name: '快进10秒' }).dblclick();
  await playsPast(page, 12);

  // Leaving the film remembers where it stopped; home offers it, with the time left.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const stoppedAt = await savedPosition(page, id);
  expect(stoppedAt).toBeGreaterThan(12);
  const row = page.getByRole('region', { name: '继续观看' });
  const card = row.getByRole('button', { name: title, exact: true });
  await expect(card).toHaveAccessibleDescription(/^还剩/);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/playVideo\\?id=${id}$`));
  // From its first moment of playback the film is where it stopped, not at the start.
  await playsPast(page, 0);
  const resumedAt = (await media(page)).time;
  expect(resumedAt).toBeGreaterThan((stoppedAt ?? 0) - 1);
  expect(resumedAt).toBeLessThan((stoppedAt ?? 0) + 5);
});
