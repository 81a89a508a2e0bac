import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  type Fault,
  type FaultSwitch,
  injectFaults,
  pageCall,
  recordToasts,
  reportFaults,
  UNAUTHORIZED_MESSAGE,
  watchPageErrors,
} from './support/fault-injection';

/**
 * The fault matrix: every screen and player under a failing API (500, 503, malformed JSON, a
 * reset connection, then 401), a slow one, and the browser going offline and back. Faults come from each page's
 * own routes, so parallel tests never see each other's.
 */

// Five loads of a screen, players streaming, on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

const NETWORK_ERROR = '网络错误，请稍后重试';
const LIST_FAILED = '请求失败，点击重新加载';

/** The failures that read as 网络错误, tried one after another, each after a retry. */
const FAILURES: readonly Fault[] = ['http500', 'http503', 'malformed', 'aborted'];

/** How a screen tells a failed load: its error state, or the footer of its list. */
type Failure = 'state' | 'footer';

interface ScreenCase {
  readonly name: string;
  /** The address, or how to find it in the demo catalogue. */
  readonly path: string | ((request: APIRequestContext) => Promise<string>);
  readonly failure: Failure;
  /** Shows once the data is in. */
  readonly ready: (page: Page) => Locator;
}

const main = (page: Page) => page.getByRole('main');
const firstCard = (page: Page) => main(page).getByRole('listitem').getByRole('button').first();

const SCREENS: readonly ScreenCase[] = [
  {
    name: 'home',
    path: '/home',
    failure: 'state',
    ready: (page) => page.getByRole('region', { name: '推荐' }).getByRole('button').first(),
  },
  { name: 'list', path: '/list?typeId=2', failure: 'footer', ready: firstCard },
  { name: 'search results', path: '/searchList?search=第', failure: 'footer', ready: firstCard },
  {
    name: 'search',
    path: '/search',
    failure: 'state',
    ready: (page) => page.getByRole('region', { name: '热门搜索' }).getByRole('button').first(),
  },
  { name: 'rank', path: '/rank', failure: 'state', ready: firstCard },
  { name: 'find', path: '/find', failure: 'state', ready: firstCard },
  { name: 'artist details', path: '/artist-details?id=1', failure: 'state', ready: firstCard },
  {
    name: 'favorites',
    path: '/favorites',
    failure: 'state',
    ready: (page) => page.getByRole('heading', { level: 2 }).first(),
  },
  { name: 'miin', path: '/miin', failure: 'state', ready: firstCard },
  {
    name: 'collect favourites',
    path: '/collectVideo?type=favorite',
    failure: 'footer',
    ready: firstCard,
  },
  {
    name: 'player',
    path: async (request) => `/playVideo?id=${await firstVideoOf(request, 1)}`,
    failure: 'state',
    ready: (page) => page.getByRole('region', { name: '猜你喜欢' }).getByRole('listitem').first(),
  },
  {
    name: 'share player',
    path: async (request) => {
      const id = await firstVideoOf(request, 60);
      return `/playVideoShare?id=${Buffer.from(`v1:${id}`).toString('base64url')}`;
    },
    failure: 'state',
    ready: (page) => page.getByRole('region', { name: '分享视频' }).getByRole('listitem').first(),
  },
  {
    name: 'short-video feed',
    path: '/shortVideo',
    failure: 'state',
    ready: (page) => main(page).getByRole('heading', { level: 2 }).first(),
  },
];

/** The screen case called `name`. */
function screenCase(name: string): ScreenCase {
  const found = SCREENS.find((screen) => screen.name === name);
  if (!found) throw new Error(`no screen case ${name}`);
  return found;
}

const HOME = screenCase('home');
const LIST = screenCase('list');

/** The id of the first video of `type` (60: share videos) that the app shows. */
async function firstVideoOf(request: APIRequestContext, type: number): Promise<number> {
  const reply = await request.get(`/api/videosort/${type}?page=1`);
  const { rescont } = (await reply.json()) as {
    rescont: { data: { id: number; title: string }[] };
  };
  const video = rescont.data.find(({ title }) => !title.startsWith('★'));
  if (!video) throw new Error(`the demo catalogue has no video of type ${type}`);
  return video.id;
}

async function addressOf(screen: Pick<ScreenCase, 'path'>, request: APIRequestContext) {
  return typeof screen.path === 'string' ? screen.path : screen.path(request);
}

/** Taps every retry control on the screen (the share player has two sections), once each. */
async function retryAll(page: Page, failure: Failure) {
  const buttons = retryButton(page, failure);
  await expect(buttons.first()).toBeVisible();
  for (let left = await buttons.count(); left > 0; left -= 1) await buttons.first().click();
}

/** The retry control of a failure. */
function retryButton(page: Page, failure: Failure): Locator {
  return failure === 'state'
    ? page.getByRole('button', { name: '重新加载', exact: true })
    : page.getByRole('button', { name: LIST_FAILED });
}

/** How the failure reads (the first, where sections fail apart, as in the share player). */
function failureMessage(page: Page, failure: Failure): Locator {
  return (failure === 'state' ? page.getByText(NETWORK_ERROR) : retryButton(page, failure)).first();
}

/** Waits until the call a step triggered was answered with a fault and the screen says so. */
async function expectFailed(page: Page, faults: FaultSwitch, before: number, failure: Failure) {
  await expect.poll(() => faults.injected).toBeGreaterThan(before);
  await expect(page.getByText('加载中...')).toHaveCount(0);
  await expect(failureMessage(page, failure)).toBeVisible();
}

/** Where a 401 leads: the vendor screen, telling the server's message. */
async function expectVendorScreen(page: Page) {
  await expect(page).toHaveURL(/\/vendor\?logout=logout&msg=/);
  await expect(page.getByText(UNAUTHORIZED_MESSAGE, { exact: true })).toBeVisible();
}

/**
 * No list on the screen shows an item twice. By their text content: the home's blocks off screen
 * are not rendered until they near it (`content-visibility: auto`), and have no inner text.
 */
async function expectNoDuplicates(page: Page) {
  for (const list of await main(page).getByRole('list').all()) {
    const items = await list.getByRole('listitem').allTextContents();
    expect(items, 'no item twice').toHaveLength(new Set(items).size);
  }
}

/** The videos a list holds (the virtualiser renders only those near the viewport). */
async function heldVideos(page: Page): Promise<number> {
  return Number(await main(page).getByRole('listitem').first().getAttribute('aria-setsize'));
}

/** How many videos a list of `path` shows: those of its first `pages` pages, ★ titles hidden. */
async function shownVideos(request: APIRequestContext, path: string, pages = Infinity) {
  let shown = 0;
  for (let page = 1; page <= pages; page += 1) {
    const reply = await request.get(`${path}&page=${page}`);
    const { rescont } = (await reply.json()) as {
      rescont: { data: { title: string }[]; next_page_url: string | null };
    };
    shown += rescont.data.filter(({ title }) => !title.startsWith('★')).length;
    if (rescont.next_page_url === null) break;
  }
  return shown;
}

/** Gives this visitor a known code and `count` favourites, so that the collect screen has data. */
async function seedFavourites(page: Page, request: APIRequestContext, count: number) {
  const uuid = `ft${test
    .info()
    .testId.replace(/[^a-z0-9]/g, '')
    .slice(0, 10)}`;
  await page.addInitScript((code) => {
    if (!localStorage.getItem('uuid')) localStorage.setItem('uuid', code);
  }, uuid);
  const videos = await request.get('/api/videosort/3?page=1');
  const { rescont } = (await videos.json()) as { rescont: { data: { id: number }[] } };
  for (const { id } of rescont.data.slice(0, count)) {
    await request.post('/share-api/favorites', {
      data: {
        id,
        imgUrl: `/covers/video/${id}.jpg.enc`,
        imgType: 'jpeg',
        title: `收藏${id}`,
        path: `/playVideo?id=${id}`,
        created_at: '2026-11-01 10:00:00',
        uuid,
        site: 'demo',
      },
    });
  }
}

test.describe('a failing API', () => {
  for (const screen of SCREENS) {
    test(`${screen.name}: ${FAILURES.join(', ')}, a retry that loads it once, then a 401`, async ({
      page,
      request,
    }) => {
      const errors = watchPageErrors(page);
      if (screen.name === 'collect favourites') await seedFavourites(page, request, 3);
      const faults = await injectFaults(page);
      const retry = retryButton(page, screen.failure);

      const address = await addressOf(screen, request);
      for (const [index, fault] of FAILURES.entries()) {
        faults.set(fault);
        const before = faults.injected;
        if (index === 0) await page.goto(address);
        else await retry.first().click();
        await expectFailed(page, faults, before, screen.failure);
      }

      faults.set(null);
      await retryAll(page, screen.failure);
      await expect(screen.ready(page)).toBeVisible();
      await expect(page.getByText(NETWORK_ERROR)).toHaveCount(0);
      await expectNoDuplicates(page);

      // The screen's address loaded again, not the page reloaded: a call still on its way once
      // the screen shows (favourites: the first visitor's videos) may meet the 401 first and
      // take the page to the vendor screen, whose reload would then show only the generic reason
      // (the message is shown only when this page load put it there).
      faults.set('http401');
      await page.goto(address);
      await expectVendorScreen(page);
      expect(errors).toEqual([]);
      reportFaults(faults.injected);
    });
  }
});

test.describe('a later page failing', () => {
  const LISTS = [
    { name: 'list', path: '/list?typeId=2', api: '/api/videosort/2?orderby=new' },
    { name: 'search results', path: '/searchList?search=vs', api: '/api/videosort/0?serach=vs' },
  ];
  for (const list of LISTS) {
    test(`${list.name}: page 2 fails, and the retry appends it once`, async ({ page, request }) => {
      const errors = watchPageErrors(page);
      const faults = await injectFaults(page);
      const retry = retryButton(page, 'footer');
      // The first page does not fill the screen: the second is asked for at once.
      faults.set('http500', pageCall(2));
      await page.goto(list.path);
      await expect(firstCard(page)).toBeVisible();
      await expect(async () => {
        await page.mouse.wheel(0, 3000);
        await expect(retry).toBeVisible({ timeout: 1000 });
      }).toPass();
      expect(await heldVideos(page)).toBe(await shownVideos(request, list.api, 1));

      faults.set('aborted', pageCall(2));
      const before = faults.injected;
      await retry.click();
      await expectFailed(page, faults, before, 'footer');

      faults.set(null);
      await retry.click();
      await expect(async () => {
        await page.mouse.wheel(0, 3000);
        await expect(page.getByText('没有更多了')).toBeVisible({ timeout: 1000 });
      }).toPass();
      expect(await heldVideos(page)).toBe(await shownVideos(request, list.api));
      await expectNoDuplicates(page);
      expect(errors).toEqual([]);
      reportFaults(faults.injected);
    });
  }
});

test('a slow API shows loading for 10 s, then the data; at 60 s the call gives up', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const faults = await injectFaults(page);
  // The page's clock runs ahead while the server holds the reply: no real waiting.
  await page.clock.install();
  // On screen: the outline index.html paints holds the words of every kind of screen's skeletons
  // (their 加载中... for screen readers) and shows one kind.
  const loading = page.getByText('加载中...').filter({ visible: true });

  for (const screen of [HOME, LIST]) {
    const held = faults.held;
    faults.hold();
    await page.goto(await addressOf(screen, request));
    await expect(loading.first()).toBeVisible();
    await expect.poll(() => faults.held).toBeGreaterThan(held);
    await page.clock.fastForward(10_000);
    await expect(loading.first()).toBeVisible();
    await expect(failureMessage(page, screen.failure)).toHaveCount(0);
    faults.release();
    await expect(screen.ready(page)).toBeVisible();
  }

  const held = faults.held;
  faults.hold();
  await page.goto(await addressOf(LIST, request));
  await expect(loading).toBeVisible();
  await expect.poll(() => faults.held).toBeGreaterThan(held);
  await page.clock.fastForward(60_000);
  await expect(failureMessage(page, LIST.failure)).toBeVisible();
  faults.release();
  await retryButton(page, LIST.failure).click();
  await expect(LIST.ready(page)).toBeVisible();
  expect(errors).toEqual([]);
  reportFaults(faults.held);
});

test('offline and back: each tab says so, and loads on retry once online', async ({
  page,
  context,
}) => {
  const errors = watchPageErrors(page);
  const tabs = page.getByRole('navigation', { name: '底部导航' });
  await page.goto('/home');
  await expect(HOME.ready(page)).toBeVisible();

  // Each tab's screen loads for the first time while offline (its code may be there already: the
  // tabs' code loads ahead once the page is idle and online; its data is not). Not 发现: it opens
  // on the ranking 排行 has just loaded, which a list takes from the cache for a few seconds
  // (its failures are among the screens' cases above).
  const TABS = [
    { tab: '排行', ready: firstCard },
    { tab: '短视频', ready: firstCard },
    { tab: '看看', ready: screenCase('favorites').ready },
  ];
  for (const { tab, ready } of TABS) {
    await context.setOffline(true);
    await tabs.getByRole('link', { name: tab }).click();
    await expect(page.getByText(NETWORK_ERROR)).toBeVisible();
    await context.setOffline(false);
    await retryButton(page, 'state').click();
    await expect(ready(page)).toBeVisible();
    await expect(page.getByText(NETWORK_ERROR)).toHaveCount(0);
  }

  // A list loaded online, its next page asked for offline.
  await tabs.getByRole('link', { name: '首页' }).click();
  await page
    .getByRole('navigation', { name: '分类' })
    .getByRole('link', { name: '电视剧' })
    .click();
  await expect(firstCard(page)).toBeVisible();
  await context.setOffline(true);
  const retry = retryButton(page, 'footer');
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(retry).toBeVisible({ timeout: 1000 });
  }).toPass();
  const loaded = await heldVideos(page);
  await context.setOffline(false);
  await retry.click();
  await expect.poll(() => heldVideos(page)).toBeGreaterThan(loaded);
  await expectNoDuplicates(page);
  expect(errors).toEqual([]);
  reportFaults(TABS.length + 1);
});

/** Every stylesheet the page asked for is applied (some copy of it loaded, with rules). */
function stylesheetsApplied(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    const applied = (link: HTMLLinkElement) => {
      try {
        return (link.sheet?.cssRules.length ?? 0) > 0;
      } catch {
        return false;
      }
    };
    return links.every((link) => links.some((other) => other.href === link.href && applied(other)));
  });
}

test('a screen whose code fails to load says so, and loads with its styles on retry', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto('/home');
  await expect(HOME.ready(page)).toBeVisible();
  let failing = true;
  await page.route('**/assets/**', (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  );

  // Search, not a tab: the tabs' screens are loaded ahead once the page is idle.
  await page.getByRole('link', { name: '搜索视频、标签' }).click();
  await expect(page.getByText(NETWORK_ERROR)).toBeVisible();
  failing = false;
  await retryButton(page, 'state').click();

  await expect(screenCase('search').ready(page)).toBeVisible();
  await expect.poll(() => stylesheetsApplied(page)).toBe(true);
  expect(errors).toEqual([]);
  reportFaults(1);
});

test('mine: feedback and check-in tell a failure and work once it is gone; a 401 logs out', async ({
  page,
  context,
}) => {
  const errors = watchPageErrors(page);
  const faults = await injectFaults(page);
  const toasts = await recordToasts(page);
  const checkIn = page.getByRole('button', { name: '签到', exact: true });
  await page.goto('/mine');
  await expect(checkIn).toBeEnabled();

  faults.set('http500', (url) => url.pathname.endsWith('/syssuggest'));
  const dialog = page.getByRole('dialog', { name: '意见反馈' });
  const sendFeedback = async () => {
    await page.getByRole('button', { name: '意见反馈' }).click();
    await dialog.getByRole('textbox', { name: '详细描述' }).fill('服务出错时提交的反馈内容');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog).toBeHidden();
  };
  await sendFeedback();
  await toasts.expectShown(NETWORK_ERROR);
  faults.set(null);
  await sendFeedback();
  await toasts.expectShown('提交成功，感谢您的反馈');

  // The check-in link failed to load: a tap says so and asks again.
  faults.set('aborted', (url) => url.pathname.endsWith('/applink/checkin'));
  await page.reload();
  await expect.poll(() => faults.injected).toBeGreaterThan(1);
  await checkIn.click();
  await toasts.expectShown(NETWORK_ERROR);
  faults.set(null);
  await expect(async () => {
    const opened = context.waitForEvent('page', { timeout: 1000 });
    await checkIn.click();
    await (await opened).close();
  }).toPass();

  faults.set('http401');
  await page.reload();
  await expectVendorScreen(page);
  expect(errors).toEqual([]);
  reportFaults(faults.injected);
});
