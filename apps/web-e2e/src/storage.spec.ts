import { expect, type Page, test } from '@playwright/test';
import { recordToasts, watchPageErrors } from './support/fault-injection';

/**
 * Broken storage: writes that throw, a full store, no store at all, and every persisted key
 * holding corrupt values. The app boots, shows defaults, works for the session, and never
 * changes a stored value the visitor did not change.
 */

// A whole session per test (search, code, player, collections) on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

/**
 * Another app's entry on the same origin, and the old site's `vuid`, which this app has no use
 * for: never touched.
 */
const UNRELATED = { 'other-app:settings': '{"theme":"dark"}', vuid: 'v-7f3a' };

/** Readable values in the old site's formats, for every key the app persists. */
const READABLE: Readonly<Record<string, string>> = {
  uuid: 'e2estore01',
  lastReadTimestamp: '1700000000000',
  bannerType: '2',
  listStr: '猫咪,上海',
  shareVideos: '12!1,40!2',
  h5_history: JSON.stringify([
    { id: 1, coverbase64: null, title: '历史视频一' },
    { id: 2, coverbase64: null, title: '历史视频二' },
  ]),
  codeChange: '{"timestamp":0,"count":0}',
  seekHintShown: '1',
  playbackRate: '1.5',
  xbbBonus: JSON.stringify({ isGuest: true, ad: true, activity: true }),
  token: 'e2e.token',
  findTab: 'rank',
  adLinkOpenings: '[["https://example.com/activity",0]]',
  resumePositions: '[["1",12]]',
  ...UNRELATED,
};

const HUGE = 'x'.repeat(150_000);
const PROTO = '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}';

/** Per key: garbage, a wrong JSON type, a huge string, and prototype-pollution JSON. */
const CORRUPT: Readonly<Record<string, readonly [string, string, string, string]>> = {
  uuid: ['\u0000<b>码</b>\ud800', '{"code":"abc"}', HUGE, PROTO],
  lastReadTimestamp: ['yesterday', '{"t":1}', '9'.repeat(150_000), PROTO],
  bannerType: ['<img src=x onerror=alert(1)>', '{"id":2}', HUGE, PROTO],
  listStr: [',,,\u0000,,', '{"a":["b"]}', `${'关键词,'.repeat(30_000)}`, PROTO],
  shareVideos: ['[', '{"12":1}', '1!1,'.repeat(35_000), PROTO],
  h5_history: ['{not json', '{"id":1,"title":"a"}', `[${'{"id":1},'.repeat(15_000)}null]`, PROTO],
  codeChange: ['{', '[]', `[${'1,'.repeat(70_000)}1]`, PROTO],
  seekHintShown: ['maybe', '{}', HUGE, PROTO],
  playbackRate: ['fast', '{"rate":2}', '9'.repeat(150_000), PROTO],
  xbbBonus: ['{broken', '[true]', `{"a":"${HUGE}"}`, PROTO],
  token: ['\u0000\ud800', 'null', HUGE, PROTO],
  findTab: ['nowhere', '["rank"]', HUGE, PROTO],
  adLinkOpenings: [
    'soon',
    '{"https://a.example":1}',
    `[${'["https://a.example",1],'.repeat(6_000)}0]`,
    PROTO,
  ],
  resumePositions: ['[[', '{"1":12}', `[${'["1",1],'.repeat(15_000)}0]`, PROTO],
};

const CORRUPTIONS = ['garbage', 'wrong JSON types', 'huge strings', '__proto__ JSON'] as const;

/** Marks the first load done, so that the init scripts set things up once per test. */
const SEEDED = '__e2e_seeded';

/** Stores `entries` before the app's first load (the page's own setItem, before any override). */
async function seed(page: Page, entries: Readonly<Record<string, string>>) {
  await page.addInitScript(
    ({ entries, marker }) => {
      if (localStorage.getItem(marker) !== null) return;
      for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
      localStorage.setItem(marker, '1');
    },
    { entries, marker: SEEDED },
  );
}

/** Every Storage write throws from the first script on, as in some private modes. */
async function refuseWrites(page: Page) {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Storage.prototype.setItem = refuse;
    Storage.prototype.removeItem = refuse;
    Storage.prototype.clear = refuse;
  });
}

/** Fills localStorage to the last character with filler entries (once). */
async function fillStorage(page: Page) {
  await page.addInitScript((marker) => {
    if (localStorage.getItem('filler-0') !== null || localStorage.getItem(marker) === null) return;
    let index = 0;
    for (let size = 1 << 22; size >= 1; size = Math.floor(size / 2)) {
      try {
        for (;;) {
          localStorage.setItem(`filler-${index}`, 'f'.repeat(size));
          index += 1;
        }
      } catch {
        // Full at this size: try a smaller one.
      }
    }
  }, SEEDED);
}

/** Reading localStorage or sessionStorage throws, as with cookies blocked in some in-app browsers. */
async function removeStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
}

function storedEntries(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

interface Journey {
  /** Titles the watch history holds before the session. */
  readonly history: readonly string[];
}

/** A fresh code for the visitor: its own favourites on the shared demo API, run after run. */
function freshCode(): string {
  return `e2e${Math.random().toString(36).slice(2, 11).padEnd(9, '0')}`;
}

/**
 * A session as a visitor has it, all in one page load (what could not be stored lives only in
 * memory): search and see the keyword in the history, change the code, watch and favourite a
 * video, find both in the collections (removing a history entry), and switch the list layout.
 */
async function useTheApp(page: Page, { history }: Journey): Promise<{ code: string }> {
  const toasts = await recordToasts(page);
  const tabs = page.getByRole('navigation', { name: '底部导航' });
  const back = page.getByRole('button', { name: '返回' });
  const cards = page.getByRole('main').getByRole('listitem');
  await page.goto('/home');
  await expect(
    page.getByRole('region', { name: '推荐' }).getByRole('button').first(),
  ).toBeVisible();

  await page.getByRole('link', { name: '搜索视频、标签' }).click();
  await page.getByRole('searchbox', { name: '请输入搜索关键词' }).fill('vs');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(cards.first()).toBeVisible();
  await back.click();
  const searched = page.getByRole('region', { name: '搜索历史' });
  await expect(searched.getByRole('button', { name: 'vs', exact: true })).toBeVisible();
  await back.click();

  await tabs.getByRole('link', { name: '我的' }).click();
  const code = freshCode();
  const codeBox = page.getByRole('textbox', { name: '数据识别码' });
  await codeBox.fill(code);
  await page.getByRole('button', { name: '更改', exact: true }).click();
  await toasts.expectShown('更改成功，请妥善保管！今日剩余更改次数：1');
  await expect(codeBox).toHaveValue(code);

  await tabs.getByRole('link', { name: '首页' }).click();
  // A video card is named by its title.
  const card = page
    .getByRole('region', { name: '推荐' })
    .locator('button[aria-labelledby]')
    .first();
  const watched = await card.evaluate(
    (button) => document.getElementById(button.getAttribute('aria-labelledby') ?? '')?.textContent,
  );
  if (!watched) throw new Error('the recommended video has no title');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: watched })).toBeVisible();
  await page.getByRole('button', { name: '收藏', exact: true }).click();
  await toasts.expectShown('收藏成功!');
  await expect(page.getByRole('button', { name: '取消收藏', pressed: true })).toBeVisible();
  await back.click();

  await tabs.getByRole('link', { name: '我的' }).click();
  await page.getByRole('link', { name: '观看历史' }).click();
  for (const title of [watched, ...history])
    await expect(cards.getByRole('button', { name: title, exact: true })).toBeVisible();
  await cards.getByRole('button', { name: `删除 ${watched}` }).click();
  await expect(cards.getByRole('button', { name: watched, exact: true })).toBeHidden();
  await expect(cards).toHaveCount(history.length);
  await back.click();

  await page.getByRole('link', { name: '我的收藏' }).click();
  await expect(cards.getByRole('button', { name: watched, exact: true })).toBeVisible();
  await back.click();

  await tabs.getByRole('link', { name: '首页' }).click();
  await page.getByRole('navigation', { name: '分类' }).getByRole('link', { name: '电影' }).click();
  await page.getByRole('button', { name: '切换为列表' }).click();
  await expect(page.getByRole('button', { name: '切换为网格' })).toBeVisible();
  return { code };
}

/**
 * Keys the journey changes on the visitor's behalf (searching, the code, opening Mine, watching);
 * every other stored value must stay as it was.
 */
const CHANGED_BY_VISITOR = [
  'listStr',
  'uuid',
  'codeChange',
  'lastReadTimestamp',
  'h5_history',
  'resumePositions',
  'seekHintShown',
];

type Entries = Readonly<Record<string, string>>;

function unchangedEntries(entries: Entries): Entries {
  return Object.fromEntries(
    Object.entries(entries).filter(([name]) => !CHANGED_BY_VISITOR.includes(name)),
  );
}

const READABLE_HISTORY = ['历史视频一', '历史视频二'];

test.describe('storage that refuses', () => {
  const SCENARIOS = [
    { name: 'every write throws', breakIt: refuseWrites, kept: (entries: Entries) => entries },
    // A write that fits in place of the old value may still succeed when the store is full.
    { name: 'storage is full', breakIt: fillStorage, kept: unchangedEntries },
  ];
  for (const { name, breakIt, kept } of SCENARIOS) {
    test(`${name}: the session works and nothing else stored changes`, async ({ page }) => {
      const errors = watchPageErrors(page);
      await seed(page, READABLE);
      await breakIt(page);

      await useTheApp(page, { history: READABLE_HISTORY });

      const stored = await storedEntries(page);
      expect(kept(stored)).toMatchObject(kept(READABLE));
      const names = Object.keys(stored).filter((name) => !name.startsWith('filler-'));
      expect(names.sort()).toEqual([...Object.keys(READABLE), SEEDED].sort());
      expect(errors).toEqual([]);
    });
  }

  test('storage is absent: the app boots with defaults and works for the session', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await removeStorage(page);

    await useTheApp(page, { history: [] });

    expect(errors).toEqual([]);
  });
});

test.describe('corrupt stored values', () => {
  for (const [index, corruption] of CORRUPTIONS.entries()) {
    test(`${corruption} in every key: defaults, a working session, nothing else wiped`, async ({
      page,
    }) => {
      const errors = watchPageErrors(page);
      const corrupt = Object.fromEntries(
        Object.entries(CORRUPT).map(([name, values]) => [name, values[index]]),
      );
      await seed(page, { ...corrupt, ...UNRELATED });

      const { code } = await useTheApp(page, { history: [] });

      const stored = await storedEntries(page);
      expect(unchangedEntries(stored)).toEqual(
        unchangedEntries({ ...corrupt, ...UNRELATED, [SEEDED]: '1' }),
      );
      // What the visitor changed was stored, and reads back after a reload.
      expect(stored['uuid']).toBe(code);
      expect(stored['listStr']).toMatch(/^vs(,|$)/);
      await page.goto('/search');
      await expect(
        page
          .getByRole('region', { name: '搜索历史' })
          .getByRole('button', { name: 'vs', exact: true }),
      ).toBeVisible();
      expect(await page.evaluate(() => 'polluted' in {})).toBe(false);
      expect(errors).toEqual([]);
    });
  }
});
