import { type APIRequestContext, expect, test } from '@playwright/test';
import { serveBuild } from './support/static-site';
import { overrideConfig } from './support/config-override';
import { controlledBy } from './support/service-worker';

// The installed-app experience: the manifest and icons browsers install from, the service worker
// that opens the app offline with what was last seen, and the offer of a new version.
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}

interface Manifest {
  readonly name: string;
  readonly short_name: string;
  readonly lang: string;
  readonly display: string;
  readonly start_url: string;
  readonly scope: string;
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly ManifestIcon[];
  readonly shortcuts: readonly { name: string; url: string; icons: readonly ManifestIcon[] }[];
}

/** Width and height of a PNG file, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function expectIcon(request: APIRequestContext, icon: ManifestIcon): Promise<void> {
  const response = await request.get(icon.src);
  expect(response.status(), icon.src).toBe(200);
  expect(response.headers()['content-type'], icon.src).toBe(icon.type);
  expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
}

test('the app is installable: a manifest in Chinese, real icons, no installability error', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await request.get(href ?? '');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    short_name: '视频',
    lang: 'zh-CN',
    display: 'standalone',
    scope: '/',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  expect(manifest.start_url).toMatch(/^\/home/);
  const sizes = (purpose: string) =>
    manifest.icons.filter((icon) => (icon.purpose ?? 'any') === purpose).map((icon) => icon.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) await expectIcon(request, icon);
  expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['短视频', '观看历史']);
  for (const shortcut of manifest.shortcuts) {
    for (const icon of shortcut.icons) await expectIcon(request, icon);
  }

  // The favicon the browser asks for by itself, and the iOS home-screen icon.
  expect((await request.get('/favicon.ico')).status()).toBe(200);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(touchIcon ?? '')).body())).toBe('180x180');

  // Chromium's own verdict, once the service worker runs.
  await controlledBy(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // A test browser's context is incognito, which Chromium never installs from; every other
  // criterion (manifest, icons, service worker, secure origin) must pass.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test('offline after a visit, the screens show what was seen and say the network is gone', async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto('/home');
  await controlledBy(page);
  const cover = page.locator('img[src^="blob:"]').first();
  await expect(cover).toBeVisible();
  const recommended = page.getByRole('region', { name: '推荐' });
  const firstCard = recommended.getByRole('listitem').first();
  await expect(firstCard).toBeVisible();
  const firstCardText = await firstCard.textContent();
  await page.goto('/list?typeId=1&orderby=new');
  await expect(cover).toBeVisible();
  const firstListCard = page.getByRole('main').getByRole('listitem').first();
  await expect(firstListCard).toBeVisible();
  const listCardText = await firstListCard.textContent();

  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: '网络已断开，显示的是上次加载的内容' });
  await page.goto('/home');
  await expect(notice).toBeVisible();
  await expect(cover).toBeVisible();
  await expect(recommended.getByRole('listitem').first()).toHaveText(firstCardText ?? '');
  await page.goto('/list?typeId=1&orderby=new');
  await expect(cover).toBeVisible();
  await expect(firstListCard).toHaveText(listCardText ?? '');

  // An action that needs the network says so instead of failing silently.
  await page.goto('/mine');
  await page.getByRole('button', { name: '意见反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '意见反馈' });
  await dialog.getByRole('textbox', { name: '详细描述' }).fill('离线时提交的反馈内容');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('网络已断开，请联网后再试')).toBeVisible();

  await context.setOffline(false);
  await expect(notice).toBeHidden();
});

test('a screen seen minutes ago opens at once from the worker, never with a list from before a change', async ({
  page,
  context,
}) => {
  test.slow();
  const videoId = 5;
  // Ads off: the film's page, not the pre-roll, is what this is about.
  await overrideConfig(context, { isShowAd: false });
  await page.goto('/collectVideo?type=favorite');
  await controlledBy(page);
  await expect(page.getByText('暂无收藏')).toBeVisible();

  const reply = await page.request.get(`/api/videoplay/${videoId}?uuid=1`);
  const { rescont } = (await reply.json()) as { rescont: { title: string } };
  const title = page.getByRole('heading', { level: 2, name: rescont.title, exact: true });
  await page.goto(`/playVideo?id=${videoId}`);
  await expect(title).toBeVisible();

  // The server's answer is held back: the page still shows the film, from the worker's reply,
  // and the worker asks the server behind it.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await context.route(`**/api/videoplay/${videoId}*`, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(`/playVideo?id=${videoId}`);
  await expect(title).toBeVisible();
  await expect.poll(() => asked).toBe(true);
  release();
  await context.unroute(`**/api/videoplay/${videoId}*`);

  // A favourite added: the favourites list kept before it is not shown again.
  await page.getByRole('button', { name: '收藏', exact: true, pressed: false }).click();
  await expect(page.getByRole('status').getByText('收藏成功!')).toBeVisible();
  await page.goto('/collectVideo?type=favorite');
  await expect(page.getByRole('button', { name: rescont.title, exact: true })).toBeVisible();
});

test('on a first visit too (no worker runs the page yet), 有新版本 reloads into the new version', async ({
  page,
}) => {
  const site = await serveBuild(Number(process.env['E2E_API_PORT'] ?? 4311));
  try {
    await page.goto(`${site.url}/home`);
    // The worker installed after the page loaded: it runs the next load, not this one.
    await page.evaluate(() => navigator.serviceWorker.ready);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    site.deploy();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    const offer = page.getByRole('button', { name: '有新版本，点击刷新' });
    const reloaded = page.waitForEvent('load');
    await offer.click();
    await reloaded;
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await expect(offer).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
  } finally {
    await site.close();
  }
});

test('a new version is offered, and taps into it; nothing reloads by itself', async ({ page }) => {
  const site = await serveBuild(Number(process.env['E2E_API_PORT'] ?? 4311));
  try {
    await page.goto(`${site.url}/home`);
    await controlledBy(page);
    const offer = page.getByRole('button', { name: '有新版本，点击刷新' });
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await expect(offer).toBeHidden();

    site.deploy();
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    await expect(offer).toBeVisible();
    expect(loads).toEqual([]);

    const reloaded = page.waitForEvent('load');
    await offer.click();
    await reloaded;
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await expect(offer).toBeHidden();
    // The new worker runs the page and none waits any more.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return {
        waiting: registration.waiting !== null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
  } finally {
    await site.close();
  }
});
