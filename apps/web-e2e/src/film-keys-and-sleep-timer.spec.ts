import { expect, type Page, test } from '@playwright/test';
import { longFilmId, media, MEDIA_TIMEOUT, playsPast, withoutAds } from './support/film';

/** A film on a 14 s stream, for what its end brings. */
const SHORT_FILM = 5;

// Real playback on a shared machine needs more than 30 s at worst.
test.describe.configure({ timeout: 60_000 });

/** Shows the controls (a tap on the film's middle when they hide) and opens 更多. */
async function openMore(page: Page) {
  const more = page.getByRole('button', { name: /^更多/ });
  // The controls hide 3 s after the last touch while the film plays: on a busy machine that can
  // fall between showing them and the tap on 更多, which then lands on the film. Again, then.
  await expect(async () => {
    if (!(await more.isVisible())) {
      await page.getByRole('button', { name: '显示或隐藏控制栏' }).click();
    }
    await more.click({ timeout: 2000 });
  }).toPass({ timeout: MEDIA_TIMEOUT });
  return page.getByRole('group', { name: '定时关闭' });
}

test('定时关闭 15分钟: the time left counts on the wall clock, then the sound fades and the film pauses', async ({
  page,
}) => {
  await withoutAds(page);
  await page.clock.install();
  await page.goto(`/playVideo?id=${await longFilmId(page)}`);
  await page.clock.runFor(1500);
  await playsPast(page, 0.5);

  const sleep = await openMore(page);
  await expect(sleep.getByRole('button')).toHaveText([
    '不开启',
    '播完当前',
    '15分钟',
    '30分钟',
    '60分钟',
  ]);
  await sleep.getByRole('button', { name: '15分钟' }).click();
  await expect(page.getByText('定时关闭 15:00')).toBeAttached();

  // The screen off for almost a quarter of an hour: timers asleep, the wall clock not.
  await page.clock.fastForward('14:50');
  await expect(page.getByText(/^定时关闭 0:(09|10)$/)).toBeAttached();
  expect((await media(page)).paused).toBe(false);
  await page.clock.fastForward(8000);
  // The last seconds fade the sound, then the film pauses at the visitor's volume.
  await expect.poll(async () => (await media(page)).paused, { timeout: MEDIA_TIMEOUT }).toBe(true);
  expect((await media(page)).volume).toBe(1);
  await expect(page.getByText(/^定时关闭 |^播完当前$/)).toHaveCount(0);
});

test('定时关闭 播完当前: the film ends and 自动连播 does not follow', async ({ page }) => {
  await withoutAds(page);
  await page.clock.install();
  await page.goto(`/playVideo?id=${SHORT_FILM}`);
  await page.clock.runFor(1500);
  await expect(
    page.getByRole('region', { name: '猜你喜欢' }).getByRole('listitem').first(),
  ).toBeVisible({ timeout: MEDIA_TIMEOUT });
  await playsPast(page, 0.2);

  const sleep = await openMore(page);
  await sleep.getByRole('button', { name: '播完当前' }).click();
  await expect(page.getByText('播完当前', { exact: true })).toBeAttached();

  await page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => {
      video.currentTime = Math.max(0, video.duration - 0.3);
    });
  await expect.poll(async () => (await media(page)).ended, { timeout: MEDIA_TIMEOUT }).toBe(true);
  // Long past 自动连播's 5 s: nothing counted down, the film stays.
  await page.clock.runFor(8000);
  await expect(page.getByText('5秒后播放')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`id=${SHORT_FILM}$`));
  await expect(page.getByText(/^定时关闭 |^播完当前$/)).toHaveCount(0);
});

test('the keys: Space and K, J/L and the arrows, M, the speed, the volume and 快捷键', async ({
  page,
}) => {
  await withoutAds(page);
  await page.goto(`/playVideo?id=${await longFilmId(page)}`);
  await playsPast(page, 0.5);

  await page.keyboard.press('Space');
  await expect.poll(async () => (await media(page)).paused).toBe(true);
  await page.keyboard.press('k');
  await expect.poll(async () => (await media(page)).paused).toBe(false);

  const { time: start } = await media(page);
  await page.keyboard.press('l');
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(start + 9);
  const { time: afterL } = await media(page);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await media(page)).time).toBeLessThan(afterL - 3);

  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('status').filter({ hasText: '音量 90%' })).toBeVisible();
  await expect.poll(async () => (await media(page)).volume).toBeCloseTo(0.9);
  await page.keyboard.press('m');
  await expect.poll(async () => (await media(page)).muted).toBe(true);
  await page.keyboard.press('.');
  await expect.poll(async () => (await media(page)).rate).toBe(1.5);
  await page.keyboard.press(',');
  await expect.poll(async () => (await media(page)).rate).toBe(1);
  // Keys held with Ctrl are the browser's.
  await page.keyboard.press('Control+k');
  expect((await media(page)).paused).toBe(false);

  await page.keyboard.press('Shift+?');
  const shortcuts = page.getByRole('dialog', { name: '快捷键' });
  await expect(shortcuts).toBeVisible();
  await expect(shortcuts.getByRole('row')).toHaveCount(9);
  // Keys typed while the list shows are not the film's.
  await page.keyboard.press('k');
  expect((await media(page)).paused).toBe(false);
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();

  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
});
