import { type BrowserContext, expect, test } from '@playwright/test';
import {
  events,
  firstFilm,
  intruder,
  openHost,
  playerFrame,
  post,
  send,
  shareId,
  unhelpedShareFilm,
  waitForEvent,
} from './support/host';
import { APP_URL } from './support/servers';

// The embeddable player as another site shows it: a blog page on its own origin (localhost) with
// the player of the web app's origin (127.0.0.1) in an iframe, listening to its events and
// sending it commands as the API says.

/** The pre-roll's countdown on its close button: `5s` … `1s`. */
const COUNTDOWN = /^[1-5]s$/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Serves `changes` over the demo's config.json, to the player's frame too. */
async function overrideConfig(
  context: BrowserContext,
  changes: Record<string, unknown>,
): Promise<void> {
  await context.route(`${APP_URL}/config.json`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...changes } });
  });
}

test('the player says ready with the film, shows its cover, 播放 and 去网站观看, and its pre-roll counts down to 关闭, which shows the film', async ({
  page,
  request,
}) => {
  const film = await firstFilm(request);
  // The page's clock, in the player's frame too: the countdown's five seconds pass at once.
  await page.clock.install();
  const frame = await openHost(page, `/embed/${film.id}`);

  const ready = await waitForEvent(page, (message) => message.event === 'ready', 'ready');
  expect(ready).toEqual({
    channel: 'video-embed',
    event: 'ready',
    id: film.id,
    title: film.title,
    locked: false,
  });
  await expect(frame.getByRole('heading', { name: film.title })).toBeVisible();
  // The cover, decrypted (covers are encrypted), as the film's first picture.
  await expect(frame.locator('img.cover')).toHaveAttribute('src', /^blob:/);
  await expect(frame.getByRole('link', { name: '去网站观看' })).toHaveAttribute(
    'href',
    `${APP_URL}/playVideo?id=${film.id}`,
  );

  await frame.getByRole('button', { name: '播放' }).tap();
  const countdown = frame.getByRole('button', { name: COUNTDOWN });
  await expect(countdown).toHaveText('5s');
  await expect(countdown).toBeDisabled();
  await page.clock.runFor(4_000);
  await expect(countdown).toHaveText('1s');
  await page.clock.runFor(1_000);
  const close = frame.getByRole('button', { name: '关闭' });
  await expect(close).toBeEnabled();
  await close.tap();

  await waitForEvent(page, (message) => message.event === 'play', 'play');
  await expect(frame.locator('video')).toHaveCount(1);
  await expect(frame.getByRole('slider', { name: '播放进度' })).toBeVisible();
  await expect(frame.getByRole('button', { name: '全屏' })).toBeVisible();
  // Started by the visitor's tap: with its sound.
  await expect(frame.getByRole('button', { name: '静音' })).toBeVisible();
});

test('the host page drives the film: mute and play start it, seek moves it, pause stops it, and its end is told', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  // No pre-roll: a page cannot close it, the visitor does (the test above).
  await overrideConfig(context, { isShowAd: false });
  const film = await firstFilm(request);
  const frame = await openHost(page, `/embed/${film.id}`);
  await waitForEvent(page, (message) => message.event === 'ready', 'ready');

  // No tap: a browser plays it only without sound, so the page mutes it first.
  await send(page, { command: 'mute', muted: true });
  await send(page, { command: 'play' });
  const play = await waitForEvent(page, (message) => message.event === 'play', 'play');
  expect(play.currentTime).toBeLessThan(1);
  const time = await waitForEvent(
    page,
    (message) => message.event === 'time' && (message.currentTime ?? 0) > 0,
    'time',
  );
  const duration = time.duration ?? 0;
  expect(duration).toBeGreaterThan(8);
  await expect(frame.getByRole('button', { name: '开启声音' })).toBeVisible();
  await expect(frame.locator('video')).toHaveJSProperty('muted', true);

  let seen = (await events(page)).length;
  await send(page, { command: 'seek', time: 5 });
  await waitForEvent(
    page,
    (message) =>
      message.event === 'time' && (message.currentTime ?? 0) >= 5 && (message.currentTime ?? 0) < 7,
    'time near 5 s',
    { after: seen },
  );

  seen = (await events(page)).length;
  await send(page, { command: 'pause' });
  const paused = await waitForEvent(page, (message) => message.event === 'pause', 'pause', {
    after: seen,
  });
  expect(paused.currentTime).toBeGreaterThanOrEqual(5);
  await expect(frame.locator('video')).toHaveJSProperty('paused', true);
  await expect(frame.getByRole('button', { name: '播放', exact: true })).toBeVisible();

  seen = (await events(page)).length;
  await send(page, { command: 'seek', time: duration - 1 });
  await send(page, { command: 'play' });
  const ended = await waitForEvent(page, (message) => message.event === 'ended', 'ended', {
    after: seen,
  });
  expect(ended.currentTime).toBeGreaterThan(duration - 1);
});

test('a finger dragged across the film shows the frame of where it would go, its code and sheets loaded on the drag', async ({
  page,
  context,
  request,
}) => {
  await overrideConfig(context, { isShowAd: false });
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/thumbs\/|\/seek-frame-/.test(request.url())) loaded.push(request.url());
  });
  const film = await firstFilm(request);
  const frame = await openHost(page, `/embed/${film.id}`);
  await waitForEvent(page, (message) => message.event === 'ready', 'ready');
  await send(page, { command: 'mute', muted: true });
  await send(page, { command: 'play' });
  await waitForEvent(
    page,
    (message) => message.event === 'time' && (message.currentTime ?? 0) > 0,
    'time',
  );
  // A film played and not sought: none of the seek frame's code, playlist or sheets.
  expect(loaded).toEqual([]);

  const box = await frame.locator('video').boundingBox();
  if (!box) throw new Error('no film in the player');
  const y = box.y + box.height * 0.75;
  // A real finger (CDP touches, in the page's coordinates, through to the frame), as a phone's.
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', fraction?: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: fraction === undefined ? [] : [{ x: box.x + box.width * fraction, y }],
    });
  await touch('touchStart', 0.1);
  for (const fraction of [0.2, 0.3, 0.45]) await touch('touchMove', fraction);
  const seekFrame = frame.locator('[data-seek-frame]');
  await expect(seekFrame).toBeVisible();
  await expect(seekFrame).toHaveAttribute('aria-hidden', 'true');
  const tile = () =>
    seekFrame.evaluate((element: HTMLElement) => ({
      sheet: /sheet-\d+\.jpg/.exec(element.style.backgroundImage)?.[0] ?? null,
      position: element.style.backgroundPosition,
    }));
  const first = await tile();
  expect(first.sheet).toBe('sheet-000.jpg');
  for (const fraction of [0.6, 0.75, 0.9]) await touch('touchMove', fraction);
  await expect.poll(async () => (await tile()).position).not.toBe(first.position);

  await touch('touchEnd');
  await expect(seekFrame).toBeHidden();
  // The code first, then the image playlist and the sheet the drag needed.
  expect(loaded[0]).toMatch(/\/seek-frame-[\w-]+\.js$/);
  expect(loaded.slice(1).some((url) => url.endsWith('/thumbs/index.m3u8'))).toBe(true);
});

test('a film that does not exist says 视频不存在或已下架, and the host hears the error', async ({
  page,
}) => {
  const frame = await openHost(page, '/embed/999999');
  await expect(frame.getByRole('alert')).toContainText('视频不存在或已下架');
  const error = await waitForEvent(page, (message) => message.event === 'error', 'error');
  expect(error.message).toBe('视频不存在或已下架');
  expect((await events(page)).map((message) => message.event)).toEqual(['error']);
});

test('a share film nobody helped unlock stays locked: 还差2人解锁, ready says locked, no video even when asked to play', async ({
  page,
  request,
}) => {
  const share = await unhelpedShareFilm(request);
  const frame = await openHost(page, `/embed/share/${shareId(share.id)}`);

  const ready = await waitForEvent(page, (message) => message.event === 'ready', 'ready');
  expect(ready).toMatchObject({ id: share.id, title: share.title, locked: true });
  await expect(frame.getByRole('status')).toHaveText(/还差2人解锁/);
  await expect(frame.getByRole('link', { name: '去网站分享解锁' })).toHaveAttribute(
    'href',
    `${APP_URL}/playVideoShare?id=${shareId(share.id)}`,
  );
  await expect(frame.getByRole('button', { name: '播放' })).toHaveCount(0);

  await send(page, { command: 'play' });
  await sleep(1_000);
  await expect(frame.locator('video')).toHaveCount(0);
  expect((await events(page)).map((message) => message.event)).toEqual(['ready']);
});

test('the player ignores a third site’s frame and messages off its channel, and obeys the host page', async ({
  page,
  request,
}) => {
  const film = await firstFilm(request);
  const frame = await openHost(page, `/embed/${film.id}`, { intruder: true });
  await waitForEvent(page, (message) => message.event === 'ready', 'ready');
  await expect(frame.getByRole('button', { name: '播放' })).toBeVisible();

  // Another site's frame on the same page reaches the player's window and sends a good command;
  // the host page itself sends commands off the channel.
  await intruder(page).attack({ command: 'play' });
  await post(page, { channel: 'other', command: 'play' });
  await post(page, { command: 'play' });
  await post(page, 'play');
  await post(page, { channel: 'video-embed', command: 'seek', time: -1 });
  await sleep(1_000);
  await expect(frame.getByRole('button', { name: COUNTDOWN })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: '播放' })).toBeVisible();
  expect((await events(page)).map((message) => message.event)).toEqual(['ready']);

  // The host page's own command is heard: the pre-roll starts.
  await send(page, { command: 'play' });
  await expect(frame.getByRole('button', { name: COUNTDOWN })).toBeVisible();
  expect((await playerFrame(page)).url()).toBe(`${APP_URL}/embed/${film.id}`);
});
