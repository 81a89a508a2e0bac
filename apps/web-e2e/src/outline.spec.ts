import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { firstVideoId } from './support/catalogue';

/** The category of share videos (the share player's films). */
const SHARE_VIDEO_TYPE = 60;
/** The category of short videos (the feed's clips). */
const SHORT_VIDEO_TYPE = 59;

// Before the app's script has run, index.html paints the outline of the first screen; the app's
// first render replaces it.

test('each route paints its outline before the script runs', async ({ page }) => {
  // The app's modules never arrive: what shows is index.html's own outline.
  await page.route('**/assets/*.js', (route) => route.abort());
  const shell = page.locator('.outline');
  const tabBar = shell.locator('.outline-tabs nav');
  const tabsWithAnIcon = tabBar.locator('[data-tab]').filter({ has: page.locator('svg:visible') });
  // The tab bar's icons take their label's colour: the accent for the current tab, muted text
  // for the others (the light scheme's).
  const current = 'rgb(204, 36, 72)';
  const other = 'rgb(107, 107, 107)';
  const icon = (tab: string) => tabBar.locator(`[data-tab="${tab}"] svg`);

  await page.goto('/home');
  await expect(page.locator('#root > style')).toHaveCount(1);
  await expect(shell.getByText('搜索视频、标签')).toBeVisible();
  await expect(tabBar).toBeVisible();
  await expect(tabsWithAnIcon).toHaveCount(6);
  await expect(icon('home')).toHaveCSS('color', current);
  await expect(icon('mine')).toHaveCSS('color', other);

  await page.goto('/mine');
  await expect(shell.getByText('搜索视频、标签')).toBeHidden();
  await expect(shell.getByText('我的', { exact: true }).first()).toBeVisible();
  await expect(shell.getByText('数据识别码')).toBeVisible();
  await expect(icon('mine')).toHaveCSS('color', current);
  await expect(icon('home')).toHaveCSS('color', other);

  await page.goto('/rank');
  await expect(shell.getByText('数据识别码')).toBeHidden();
  await expect(tabBar).toBeVisible();
  await expect(icon('rank')).toHaveCSS('color', current);

  await page.goto('/list?typeId=1&orderby=new');
  await expect(tabBar).toBeHidden();
  await expect(
    shell.locator('.outline-list').getByRole('button', { name: '返回', includeHidden: true }),
  ).toBeVisible();
  await expect(shell.locator('.outline-list main')).toBeVisible();

  await page.goto('/playVideo?id=1');
  await expect(shell.locator('.outline-player [data-lead]')).toBeVisible();
  await expect(tabBar).toBeHidden();

  // An address the outline does not know shows nothing of it rather than the wrong screen.
  await page.goto('/search');
  await expect(tabBar).toBeHidden();
  await expect(shell.locator('main:visible')).toHaveCount(0);
  await expect(shell.locator('.outline-mine')).toBeHidden();
});

test('the app replaces the outline with the real screen', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('link', { name: '搜索视频、标签' })).toBeVisible();
  await expect(page.locator('.outline')).toHaveCount(0);
  // The styles of the outline's components go with it; the screens' stylesheets draw the same
  // parts.
  await expect(page.locator('#root style')).toHaveCount(0);
  await expect(page.locator('[data-tab="home"] svg')).toHaveCSS('color', 'rgb(204, 36, 72)');
  await expect(page.locator('[data-tab="mine"] svg')).toHaveCSS('color', 'rgb(107, 107, 107)');
});

test('on 排行 the framework is asked for once the outline has painted, not before', async ({
  page,
}) => {
  // The outline's stylesheet is in the page itself: a stylesheet of the test's, added to the
  // page and held, keeps anything from painting until it is in.
  let releaseStylesheet = () => undefined as void;
  const stylesheetReleased = new Promise<void>((resolve) => (releaseStylesheet = resolve));
  await page.route('**/rank', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '</head>',
      '<link rel="stylesheet" href="/__held.css" /></head>',
    );
    await route.fulfill({ response, body });
  });
  await page.route('**/__held.css', async (route) => {
    await stylesheetReleased;
    await route.fulfill({ contentType: 'text/css', body: '' });
  });
  // The framework's files index.html names, those the page has asked for.
  const frameworkAskedFor = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('meta[name="app-framework"]')]
        .flatMap((meta) => (meta.getAttribute('content') ?? '').split(' '))
        .filter((href) => href && document.querySelector(`link[href="${href}"]`)),
    );

  await page.goto('/rank', { waitUntil: 'commit' });
  // The document is parsed (the outline's script has run) while a stylesheet is still held.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (document.readyState !== 'loading') resolve();
        else document.addEventListener('readystatechange', () => resolve(), { once: true });
      }),
  );
  await expect(page.locator('html')).toHaveAttribute('data-outline', 'rank');
  expect(await frameworkAskedFor()).toEqual([]);

  releaseStylesheet();
  await expect.poll(frameworkAskedFor).not.toEqual([]);
  await expect(page.getByRole('heading', { name: '排行榜' })).toBeVisible();
});

/** Holds the app's renderer back until the test lets it go: the outline stays on screen meanwhile. */
async function holdRenderer(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/render-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

interface Lead {
  readonly what: string;
  readonly route: (request: APIRequestContext) => Promise<string>;
  /** Where the screen draws the image once the app has rendered. */
  readonly drawn: (page: Page) => Locator;
  readonly viewport?: { width: number; height: number };
  /** Anything the page needs before it opens, for the screen to hold still while measured. */
  readonly prepare?: (page: Page) => Promise<void>;
}

/** Each screen's lead image, and where the screen draws it once the app has rendered. */
const leads: readonly Lead[] = [
  {
    what: 'home’s first banner',
    route: async () => '/home',
    // The banners move on by themselves every 3 s; a loaded machine can take that long between the
    // outline going and the measure, so the carousel holds still as for a visitor who asks it to.
    prepare: (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' }),
    drawn: (page: Page) => page.getByRole('region', { name: '广告轮播' }).locator('img').first(),
  },
  // The identification code's hint takes two lines on a 390 px phone and one on a 412 px one.
  ...[390, 412].map((width) => ({
    what: `我的's first exchange ad (${width} px wide)`,
    route: async () => '/mine',
    viewport: { width, height: 844 },
    drawn: (page: Page) => page.getByRole('region', { name: '精选推荐' }).locator('img').first(),
  })),
  {
    what: 'a list’s first cover',
    route: async () => '/list?typeId=1&orderby=new',
    drawn: (page: Page) => page.getByRole('main').locator('img[src^="blob:"]').first(),
  },
  {
    what: 'a player’s poster',
    route: async (request: APIRequestContext) => `/playVideo?id=${await firstVideoId(request, 1)}`,
    drawn: (page: Page) => page.locator('video[poster^="blob:"]'),
  },
  {
    what: 'the share player’s poster (an unlock link’s page)',
    route: async (request: APIRequestContext) => {
      const id = await firstVideoId(request, SHARE_VIDEO_TYPE);
      return `/playVideoShare?id=${Buffer.from(`v1:${id}`).toString('base64url')}`;
    },
    drawn: (page: Page) => page.locator('video[poster^="blob:"]'),
  },
  {
    what: 'a shared clip’s cover in the feed',
    route: async (request: APIRequestContext) =>
      `/shortVideo?id=${await firstVideoId(request, SHORT_VIDEO_TYPE)}`,
    // The cover whole, over its blurred copy: the second of the slide's two pictures.
    drawn: (page: Page) => page.locator('[data-slot][data-active] img[src^="blob:"]').last(),
  },
];

for (const { what, route, drawn, viewport, prepare } of leads) {
  test(`${what} shows in the outline once decrypted, where the screen then draws it`, async ({
    page,
    request,
  }) => {
    if (viewport) await page.setViewportSize(viewport);
    await prepare?.(page);
    const address = await route(request);
    const release = await holdRenderer(page);
    await page.goto(address);
    const lead = page.locator('.outline [data-lead] img');
    await expect(lead).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => lead.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const inOutline = await lead.boundingBox();

    release();
    await expect(page.locator('.outline')).toHaveCount(0);
    let onScreen: Awaited<ReturnType<Locator['boundingBox']>> = null;
    await expect.poll(async () => (onScreen = await drawn(page).boundingBox())).not.toBeNull();
    expect(inOutline).not.toBeNull();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((onScreen?.[side] ?? 0) - (inOutline?.[side] ?? 0)), side).toBeLessThan(1);
    }
  });
}
