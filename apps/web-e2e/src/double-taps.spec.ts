import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type CallFilter,
  injectFaults,
  recordToasts,
  watchPageErrors,
} from './support/fault-injection';
import {
  filmThirds,
  longFilmId,
  media,
  MEDIA_TIMEOUT,
  playsPast,
  taps,
  tapOnce,
  withoutAds,
} from './support/film';

/**
 * A fast double tap sends one request: the server holds the first call's reply, so the second
 * tap lands while the first is still in flight, the worst case.
 * On the film, a double tap follows YouTube: ∓10 s on the sides (10 s more per further tap), play
 * or pause in the middle, the same whether the controls show or not.
 */

/** Calls with `method` to a path ending in `path`. */
const callTo =
  (method: string, path: string): CallFilter =>
  (url, requestMethod) =>
    requestMethod === method && url.pathname.endsWith(path);

/** Counts the page's requests `which` selects. */
function countRequests(page: Page, which: CallFilter): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (which(new URL(request.url()), request.method())) count += 1;
  });
  return () => count;
}

/** The id of a video of `type` (60: share videos), whose title shows. */
async function videoOfType(request: APIRequestContext, type: number): Promise<number> {
  const reply = await request.get(`/api/videosort/${type}?page=1`);
  const { rescont } = (await reply.json()) as {
    rescont: { data: { id: number; title: string }[] };
  };
  const video = rescont.data.find(({ title }) => !title.startsWith('★'));
  if (!video) throw new Error(`no video of type ${type}`);
  return video.id;
}

test('feedback: a double tap on 提交 sends it once', async ({ page }) => {
  const errors = watchPageErrors(page);
  const toasts = await recordToasts(page);
  const faults = await injectFaults(page);
  const feedback = callTo('POST', '/api/syssuggest');
  const sent = countRequests(page, feedback);
  await page.goto('/mine');
  await page.getByRole('button', { name: '意见反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '意见反馈' });
  await dialog.getByRole('textbox', { name: '详细描述' }).fill('双击提交只应发送一次');

  faults.hold(feedback);
  await dialog.getByRole('button', { name: '提交' }).dblclick();
  await expect.poll(() => faults.held).toBe(1);
  faults.release();

  await toasts.expectShown('提交成功，感谢您的反馈');
  await expect(dialog).toBeHidden();
  expect(sent()).toBe(1);
  expect(errors).toEqual([]);
});

test('code change: a double tap on 更改 changes the code once', async ({ page }) => {
  const errors = watchPageErrors(page);
  const toasts = await recordToasts(page);
  await page.goto('/mine');
  const code = page.getByRole('textbox', { name: '数据识别码' });
  await expect(code).toHaveValue(/^[a-z0-9]{6,12}$/);
  await code.fill('dbltap01');

  await page.getByRole('button', { name: '更改', exact: true }).dblclick();

  await toasts.expectShown('更改成功，请妥善保管！今日剩余更改次数：1');
  // The second tap of the pair is not told that the code is unchanged.
  expect(await toasts.texts()).not.toContain('数据识别码未更改');
  await expect(code).toHaveValue('dbltap01');
  const record = await page.evaluate(() => localStorage.getItem('codeChange'));
  expect(JSON.parse(record ?? '{}')).toMatchObject({ count: 1 });
  expect(errors).toEqual([]);
});

test('favourite: a double tap on 收藏 adds once, and on 取消收藏 removes once', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const toasts = await recordToasts(page);
  const faults = await injectFaults(page);
  const add = callTo('POST', '/share-api/favorites');
  const remove = callTo('DELETE', '/share-api/favorites');
  const added = countRequests(page, add);
  const removed = countRequests(page, remove);
  await page.goto(`/playVideo?id=${await videoOfType(request, 1)}`);

  for (const [from, to, call, count, message] of [
    ['收藏', '取消收藏', add, added, '收藏成功!'],
    ['取消收藏', '收藏', remove, removed, '取消收藏成功!'],
  ] as const) {
    const held = faults.held;
    faults.hold(call);
    // One tap rule for the button: it acts again only a second after it last did.
    if (held > 0) await page.waitForTimeout(1000);
    await page.getByRole('button', { name: from, exact: true }).dblclick();
    await expect.poll(() => faults.held).toBe(held + 1);
    faults.release();
    await toasts.expectShown(message);
    await expect(page.getByRole('button', { name: to, exact: true })).toBeEnabled();
    expect(count()).toBe(1);
  }
  expect(errors).toEqual([]);
});

test('share lock: a double tap on 复制解锁链接 asks for the count once', async ({
  page,
  context,
  request,
}) => {
  const errors = watchPageErrors(page);
  const toasts = await recordToasts(page);
  const faults = await injectFaults(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const check = callTo('GET', '/share-api/share/check');
  const checked = countRequests(page, check);
  const id = await videoOfType(request, 60);
  await page.goto(`/playVideoShare?id=${Buffer.from(`v1:${id}`).toString('base64url')}`);
  const lock = page.getByRole('group', { name: /^还差\d人解锁$/ });

  await expect(lock).toBeVisible();
  const before = checked();
  faults.hold(check);
  await lock.getByRole('button', { name: '复制解锁链接' }).dblclick();
  await expect.poll(() => faults.held).toBe(1);
  faults.release();

  await toasts.expectShown('已复制链接');
  await expect(lock.getByRole('button', { name: '刷新' })).toBeEnabled();
  expect(checked() - before).toBe(1);
  expect(errors).toEqual([]);
});

test.describe('the film’s double tap, with real touches', () => {
  // Real playback on a shared machine needs more than 30 s at worst.
  test.describe.configure({ timeout: 60_000 });

  /** The 40 s film playing at 20 s, with its controls `shown` or hidden. */
  async function filmAt20(page: Page, controls: 'shown' | 'hidden') {
    await withoutAds(page);
    await page.goto(`/playVideo?id=${await longFilmId(page)}`);
    await playsPast(page, 0.5);
    const thirds = await filmThirds(page);
    // The controls hide 3 s after the last touch while the film plays.
    const rate = page.getByRole('button', { name: '倍速' });
    await expect(rate).toBeHidden({ timeout: MEDIA_TIMEOUT });
    // Then to 20 s by the element itself (a key would show the controls): however long a busy
    // machine took to get here, the 40 s film has 20 s left for the taps to come.
    await page
      .locator('video')
      .first()
      .evaluate((video: HTMLVideoElement) => (video.currentTime = 20));
    await expect.poll(async () => (await media(page)).time).toBeGreaterThan(19);
    if (controls === 'shown') {
      await tapOnce(page, thirds.middle);
      await expect(rate).toBeVisible();
      // Past the double tap's time: the taps to come start a run of their own.
      await page.waitForTimeout(350);
    }
    return thirds;
  }

  for (const controls of ['shown', 'hidden'] as const) {
    test(`left third, controls ${controls}: a double tap goes back 10 s and plays on`, async ({
      page,
    }) => {
      const thirds = await filmAt20(page, controls);
      const { time: before } = await media(page);
      // The ripple shows for as long as a run of taps lasts: watched for from before the taps.
      const rippleShown = page.getByRole('status').filter({ hasText: '-10秒' }).waitFor();
      await taps(page, thirds.left, 2);
      await rippleShown;
      const { time, paused } = await media(page);
      // The film plays on meanwhile, and a busy machine takes its time reading it.
      expect(time).toBeGreaterThan(before - 11);
      expect(time).toBeLessThan(before - 5);
      expect(paused).toBe(false);
    });

    test(`right third, controls ${controls}: a double tap goes on 10 s and plays on`, async ({
      page,
    }) => {
      const thirds = await filmAt20(page, controls);
      const { time: before } = await media(page);
      // The ripple shows for as long as a run of taps lasts: watched for from before the taps.
      const rippleShown = page.getByRole('status').filter({ hasText: '+10秒' }).waitFor();
      await taps(page, thirds.right, 2);
      await rippleShown;
      const { time, paused } = await media(page);
      expect(time).toBeGreaterThan(before + 9);
      expect(time).toBeLessThan(before + 15);
      expect(paused).toBe(false);
    });

    test(`middle third, controls ${controls}: a double tap pauses, another plays`, async ({
      page,
    }) => {
      const thirds = await filmAt20(page, controls);
      // The icon shows for as long as a run of taps lasts: watched for from before the taps.
      const pauseIcon = page.getByRole('status', { name: '暂停' });
      const iconShown = pauseIcon.waitFor();
      await taps(page, thirds.middle, 2);
      await iconShown;
      await expect.poll(async () => (await media(page)).paused).toBe(true);
      // A new pair once the first is over: its icon gone.
      await expect(pauseIcon).toBeHidden();
      await taps(page, thirds.middle, 2);
      await expect.poll(async () => (await media(page)).paused).toBe(false);
    });
  }

  test('a triple tap on the left goes back 20 s, shown as a ripple of -20秒', async ({ page }) => {
    const thirds = await filmAt20(page, 'hidden');
    const { time: before } = await media(page);
    const rippleShown = page.getByRole('status').filter({ hasText: '-20秒' }).waitFor();
    await taps(page, thirds.left, 3);
    await rippleShown;
    const { time, paused } = await media(page);
    expect(time).toBeLessThan(before - 15);
    expect(paused).toBe(false);
  });

  test('a lone tap shows the controls at once, and the next one hides them', async ({ page }) => {
    const thirds = await filmAt20(page, 'hidden');
    const rate = page.getByRole('button', { name: '倍速' });
    await tapOnce(page, thirds.left);
    await expect(rate).toBeVisible();
    // After the double tap's time: a lone tap again.
    await expect(page.getByRole('status').filter({ hasText: /^[+-]\d+秒$/ })).toHaveCount(0);
    await page.waitForTimeout(350);
    await tapOnce(page, thirds.right);
    await expect(rate).toBeHidden();
    expect((await media(page)).paused).toBe(false);
  });
});
