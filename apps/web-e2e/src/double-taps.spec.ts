import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type CallFilter,
  injectFaults,
  recordToasts,
  watchPageErrors,
} from './support/fault-injection';

/**
 * A fast double tap sends one request: the server holds the first call's reply, so the second
 * tap lands while the first is still in flight, the worst case.
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
