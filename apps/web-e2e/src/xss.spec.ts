import { expect, type Page, test } from '@playwright/test';
import {
  createAdJson,
  createNoticeJson,
  createVideoJson,
  envelope,
  page as pageJson,
} from '@video/api-client/testing';
import { XSS_URLS, XSS_VECTORS } from './support/xss-vectors';
import { NO_EVIDENCE, settle, watchForXss, type XssWatch } from './support/xss-watch';

/** Answers a GET of the own API whose path is `path` with `rescont`. */
async function answer(page: Page, path: string | RegExp, rescont: unknown) {
  await page.route(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    (route) => route.fulfill({ json: envelope(rescont) }),
  );
}

/** All of `items` as one page, the last. */
const onePage = <T>(items: readonly T[]) => pageJson(items, { perPage: items.length });

/** Markup inside the notices that the sanitiser should never have let through. */
function unsafeNoticeMarkup(page: Page): Promise<string[]> {
  return page.getByRole('dialog').evaluate((dialog) => {
    const allowedTags = new Set([
      'P',
      'BR',
      'B',
      'STRONG',
      'I',
      'EM',
      'U',
      'A',
      'UL',
      'OL',
      'LI',
      'SPAN',
    ]);
    const allowedAttributes = new Set(['href', 'target', 'rel']);
    const problems: string[] = [];
    for (const notice of dialog.querySelectorAll('li')) {
      // A notice is its title, its time, then the sanitised content.
      const content = notice.lastElementChild;
      for (const element of content?.querySelectorAll('*') ?? []) {
        if (!allowedTags.has(element.tagName)) problems.push(`<${element.tagName}>`);
        for (const { name, value } of element.attributes) {
          if (!allowedAttributes.has(name)) problems.push(`${element.tagName} ${name}=${value}`);
        }
        const href = element.getAttribute('href');
        if (href !== null && !/^https?:\/\//.test(href)) problems.push(`href=${href}`);
      }
    }
    return problems;
  });
}

let watch: XssWatch;

test.beforeEach(async ({ page, context, baseURL }) => {
  // Hosts named by the vectors: never reach the network.
  await context.route(/^https?:\/\/(evil\.example|ads\.example\.test)\//, (route) =>
    route.request().url().startsWith('https://ads.example.test/')
      ? route.fulfill({ body: 'ok', contentType: 'text/plain' })
      : route.abort(),
  );
  watch = await watchForXss(page, context, new URL(baseURL ?? '').origin);
});

test.afterEach(async ({ page }) => {
  await expect(page.getByText('页面出错了，请重试')).toHaveCount(0);
});

test('the watch sees script that does run, in the page and in a frame', async ({ page }) => {
  await page.goto('/vendor');
  await expect(page.getByRole('main')).toBeVisible();
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src=x onerror=__xss(-1)><iframe srcdoc="<script>parent.alert(-2)</script>"></iframe>',
    );
    const script = document.createElement('script');
    script.textContent = 'console.log("__xss", -3)';
    document.body.append(script);
  });
  await expect.poll(async () => (await watch.evidence()).hits.length).toBeGreaterThanOrEqual(3);
  await settle(page);

  const evidence = await watch.evidence();
  expect(evidence.hits).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^sentinel: -1 /),
      expect.stringMatching(/^alert: -2 /),
      expect.stringMatching(/^csp: script-src-elem /),
    ]),
  );
  expect(evidence.console).toEqual(['__xss -3']);
  expect(evidence.frames).toHaveLength(1);
  expect(evidence.injected).toHaveLength(2);
});

test(`the notice dialog runs none of ${XSS_VECTORS.length} vectors`, async ({ page }) => {
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(200);
  const notices = XSS_VECTORS.map((html, index) =>
    createNoticeJson({ id: index + 1, title: html, content: html }),
  );
  await answer(page, '/api/sysnotice', onePage(notices));

  await page.goto('/mine');
  await page.getByRole('button', { name: '系统公告', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await expect(dialog.getByRole('listitem')).toHaveCount(XSS_VECTORS.length);
  await settle(page);

  expect(await unsafeNoticeMarkup(page)).toEqual([]);
  expect(await watch.evidence()).toEqual(NO_EVIDENCE);
  await expect(page).toHaveURL(/\/mine$/);
});

test(`video cards show ${XSS_VECTORS.length} vectors as text, with hostile covers and tags`, async ({
  page,
}) => {
  const videos = XSS_VECTORS.map((html, index) => {
    const url = XSS_URLS[index % XSS_URLS.length] ?? '';
    return createVideoJson({
      id: index + 1,
      title: html,
      playtimes: html.slice(0, 12),
      videopath: url,
      coverpath: url,
      coverbase64: { url, type: 'svg+xml' },
      labls: [{ id: index + 1, name: html }],
    });
  });
  await answer(page, '/api/videosort/1', onePage(videos));

  await page.goto('/list?typeId=1');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();

  // Scroll the whole virtualised list, noting each card's title as it renders.
  const titles = await page.evaluate(async () => {
    const seen = new Map<number, string>();
    const frame = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
      for (const item of document.querySelectorAll('main [role="listitem"][aria-posinset]')) {
        const title = item.querySelector('[id$="-title"]')?.textContent ?? '';
        seen.set(Number(item.getAttribute('aria-posinset')) - 1, title);
      }
    }
    return [...seen.entries()].sort(([a], [b]) => a - b).map(([, title]) => title);
  });
  await settle(page);

  expect(titles).toEqual(XSS_VECTORS);
  const imageSources = await page
    .locator('main img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(imageSources.filter((src) => !src.startsWith('blob:'))).toEqual([]);
  expect(await watch.evidence()).toEqual(NO_EVIDENCE);
});

test('ad, check-in, activity and exchange links open only http(s) pages', async ({ page }) => {
  const safeUrl = 'https://ads.example.test/landing';
  const hostile = XSS_URLS.slice(0, 12);
  const ads = [...hostile, safeUrl].map((url, index) =>
    createAdJson({ id: index + 1, title: `兑换${index + 1}`, url, imgbase64: null }),
  );
  await answer(page, '/api/adinfo/USER', ads);
  await answer(page, '/api/applink/checkin', { url: 'javascript:__xss(20001)' });
  await answer(page, '/api/applink/activity', {
    url: ' data:text/html,<script>parent.__xss(20002)</script>',
  });

  await page.goto('/mine');
  await page.getByRole('button', { name: '签到', exact: true }).click();
  await page.getByRole('button', { name: '活动', exact: true }).click();
  for (let index = 1; index <= hostile.length; index += 1) {
    await page.getByRole('button', { name: `广告 兑换${index}`, exact: true }).click();
  }
  // Had a hostile link opened anything, it would have opened before this one.
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: `广告 兑换${ads.length}`, exact: true }).click();
  await (await opened).waitForURL(safeUrl);
  await settle(page);

  expect(await watch.evidence()).toEqual({ ...NO_EVIDENCE, popups: [safeUrl] });
  await expect(page).toHaveURL(/\/mine$/);
});

/** Addresses whose query values try to break out, by route; each must show a screen, run nothing. */
const HOSTILE_ADDRESSES: Readonly<Record<string, readonly string[]>> = {
  list: [
    '/list?typeId=<script>__xss(30001)</script>&orderby=javascript:__xss(30002)',
    '/list?typeId=1e400&orderby=__proto__',
    '/list?typeId=-1&typeId=9007199254740993',
  ],
  searchList: ['/searchList?search=<img src=x onerror=__xss(30003)>', '/searchList?search=%E4%ZZ'],
  'artist-details': [
    '/artist-details?id=javascript:__xss(30004)&name=<svg onload=__xss(30005)>',
    '/artist-details?id=1&name=%3Cimg%20src%3Dx%20onerror%3D__xss(30006)%3E',
  ],
  collectVideo: [
    '/collectVideo?type=<img src=x onerror=__xss(30007)>',
    '/collectVideo?type=constructor',
  ],
  vendor: [
    '/vendor?logout=logout&msg=<img src=x onerror=__xss(30008)>',
    '/vendor?logout=javascript:__xss(30009)&msg=%F0%9F',
  ],
  playLink: [
    '/playLink?id=javascript:__xss(30010)',
    '/playLink?id=1%22%3E%3Csvg%20onload%3D__xss(30011)%3E',
  ],
  playVideo: ['/playVideo?id=<script>__xss(30012)</script>'],
  playVideoShare: ['/playVideoShare?id=javascript:__xss(30013)'],
  shortVideo: ['/shortVideo?id=__proto__'],
  find: ['/find/<svg onload=__xss(30014)>'],
};

for (const [route, addresses] of Object.entries(HOSTILE_ADDRESSES)) {
  test(`${route} reads hostile query values defensively`, async ({ page }) => {
    for (const address of addresses) {
      await page.goto(address);
      await expect(page.getByRole('main').first(), address).toBeVisible();
      await settle(page);
      expect(await watch.evidence(), address).toEqual(NO_EVIDENCE);
      await expect(page.getByText('页面出错了，请重试'), address).toHaveCount(0);
    }
  });
}
