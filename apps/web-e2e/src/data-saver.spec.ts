import { expect, type Page, test } from '@playwright/test';
import { overrideConfig } from './support/config-override';
import { waitForActivePlayback } from './support/feed-swipe';

const VIDEO_ID = 5;
/** Streams start slower than pages on a busy CI machine: media waits get more time. */
const MEDIA_TIMEOUT = 20_000;

test.describe.configure({ timeout: 60_000 });

/** What the browser says of the link, as Android Chrome says it (DevTools' emulation). */
async function emulateLink(
  page: Page,
  { saveData = false, cellular = false }: { saveData?: boolean; cellular?: boolean },
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  if (saveData) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  if (cellular) {
    // Chromium names the link only while it throttles it: a good 4G link's figures.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 1_500_000,
      uploadThroughput: 750_000,
      connectionType: 'cellular4g',
    });
  }
}

/** The addresses of the stream's files the page asked for: its playlists and segments. */
function streamRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/media/')) seen.push(pathname);
  });
  return seen;
}

/** Waits until the main video plays and its time has passed `seconds`. */
async function playsPast(page: Page, seconds: number): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator('video')
          .first()
          .evaluate(
            (video: HTMLVideoElement, past) => !video.paused && video.currentTime > past,
            seconds,
          ),
      { timeout: MEDIA_TIMEOUT },
    )
    .toBe(true);
}

/** The film's controls, shown by a tap on the film's middle. */
async function revealControls(page: Page): Promise<void> {
  await page.getByRole('button', { name: '显示或隐藏控制栏' }).click();
}

test.describe('省流', () => {
  test('with Save-Data a film starts on its lowest rendition, stays there, and says 省流', async ({
    page,
  }) => {
    await overrideConfig(page, { isShowAd: false });
    await emulateLink(page, { saveData: true });
    const requests = streamRequests(page);
    await page.goto(`/playVideo?id=${VIDEO_ID}`);
    await playsPast(page, 3);

    expect(requests.some((path) => path.includes('/360p/'))).toBe(true);
    expect(requests.filter((path) => path.includes('/720p/'))).toEqual([]);
    await revealControls(page);
    await expect(page.getByRole('button', { name: '清晰度 省流' })).toBeVisible();
  });

  test('turned on in 设置, it holds on the next visit', async ({ page }) => {
    await page.goto('/mine');
    await page.getByRole('button', { name: '设置' }).click();
    const toggle = page
      .getByRole('dialog', { name: '设置' })
      .getByRole('switch', { name: '省流模式' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();

    await overrideConfig(page, { isShowAd: false });
    const requests = streamRequests(page);
    await page.goto(`/playVideo?id=${VIDEO_ID}`);
    await playsPast(page, 3);
    expect(requests.filter((path) => path.includes('/720p/'))).toEqual([]);
    await revealControls(page);
    await expect(page.getByRole('button', { name: '清晰度 省流' })).toBeVisible();
  });

  test('the feed loads only the clip on screen', async ({ page }) => {
    await emulateLink(page, { saveData: true });
    await page.goto('/shortVideo');
    await waitForActivePlayback(page);

    const sources = await page.evaluate(() =>
      [...document.querySelectorAll('[data-slot] video')].map((video) => ({
        active: video.closest('[data-active]') !== null,
        loaded: (video as HTMLVideoElement).currentSrc !== '',
      })),
    );
    expect(sources.filter(({ active }) => !active).map(({ loaded }) => loaded)).toEqual([
      false,
      false,
    ]);
    expect(sources.filter(({ active }) => active).map(({ loaded }) => loaded)).toEqual([true]);
  });
});

test.describe('on mobile data', () => {
  test('the first film asks first, with its size, and nothing of the stream loads until 继续播放', async ({
    page,
  }) => {
    await overrideConfig(page, { isShowAd: false });
    await emulateLink(page, { cellular: true });
    const requests = streamRequests(page);
    await page.goto(`/playVideo?id=${VIDEO_ID}`);
    const linkType = () =>
      (navigator as Navigator & { connection?: { type?: string } }).connection?.type;
    expect(await page.evaluate(linkType)).toBe('cellular');

    const notice = page.getByRole('group', { name: /当前为非WiFi网络/ });
    await expect(notice).toHaveAccessibleName(/^当前为非WiFi网络，播放将消耗约 \d+ MB 流量$/);
    // The master playlist alone, read for the figure: no rendition, no segment.
    expect(requests.filter((path) => !path.endsWith('/master.m3u8'))).toEqual([]);
    await expect(page.locator('video')).toHaveCount(0);

    await notice.getByRole('button', { name: '继续播放' }).click();
    await playsPast(page, 1);
  });

  test('不再提示 is kept: the next visit plays at once', async ({ page }) => {
    await overrideConfig(page, { isShowAd: false });
    await emulateLink(page, { cellular: true });
    await page.goto(`/playVideo?id=${VIDEO_ID}`);
    await page.getByRole('button', { name: '不再提示' }).click();
    await playsPast(page, 1);

    await page.reload();
    await playsPast(page, 1);
    await expect(page.getByText(/当前为非WiFi网络/)).toHaveCount(0);
  });

  test('the feed warns in one line on its first clip', async ({ page }) => {
    await emulateLink(page, { cellular: true });
    await page.goto('/shortVideo');
    await expect(page.getByText('当前为非WiFi网络，请注意流量消耗')).toBeVisible();
    await waitForActivePlayback(page);
  });

  test('no notice on Wi-Fi or where the browser does not say', async ({ page }) => {
    await overrideConfig(page, { isShowAd: false });
    await page.goto(`/playVideo?id=${VIDEO_ID}`);
    await playsPast(page, 1);
    await expect(page.getByText(/当前为非WiFi网络/)).toHaveCount(0);
  });
});
