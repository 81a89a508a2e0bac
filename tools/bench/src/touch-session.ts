// The scripted touch session of the `interaction` bench: what a visitor does in one visit, by
// touch, each action marked with its name in the page before its input so that the interactions
// Event Timing reports can be named by it. Every step waits for what a person would wait for
// (the next screen shown, its requests done), never a fixed time.
import { routes } from '@video/routes';
import type { ElementHandle, Locator, Page } from '@playwright/test';
import {
  openCardInView,
  shownCard,
  tapBack,
  waitForPath,
  waitForScrollToSettle,
} from './app-pages';
import type { PageDevtools } from './cdp';
import { flickUp } from './feed-driver';
import type { NetworkWatch } from './network-idle';
import { PHONE } from './phone';
import { step } from './step';

/** The tab bar's tabs, in the order the session visits them, and what shows each is ready. */
const TABS = ['排行', '发现', '短视频', '看看', '我的', '首页'] as const;
type Tab = (typeof TABS)[number];
const TAB_PATHS: Readonly<Record<Tab, string>> = {
  首页: routes.home.path,
  排行: routes.rank.path,
  发现: routes.find.path,
  短视频: routes.shortVideoGrid.path,
  看看: routes.userFavourites.path,
  我的: routes.mine.path,
};
const BATCHES = 3;
const SCROLL_SCREENS = 5;
/** A keyword typed as a Chinese phone keyboard does: pinyin letters composed, then the character. */
const SEARCH_PINYIN = ['d', 'di', 'dia', 'dian'] as const;
const SEARCH_KEYWORD = '电';
const FEED_SWIPES = 8;
/** A screen's first showing on the low-tier phone of a busy machine (its code, calls, covers). */
const SCREEN_TIMEOUT_MS = 60_000;
/** The pre-roll's countdown (5 s) after its clip has loaded on that phone. */
const PREROLL_TIMEOUT_MS = 45_000;
const SWIPE_TIMEOUT_MS = 10_000;
/** A control tap while the controls show, and how often the film is tapped to show them. */
const CONTROLS_TAP_TIMEOUT_MS = 3_000;
const CONTROLS_ATTEMPTS = 3;
/** The feed's slide on screen (Swiper's class; its virtual index in the attribute). */
const ACTIVE_SLIDE = '[aria-label="短视频列表"] .swiper-slide-active';

/** What a session did besides its interactions. */
export interface SessionNotes {
  /** Marked actions, in order. */
  readonly actions: readonly string[];
  /** Actions whose screen had requests still going after 30 s (the wait gave up on them). */
  readonly busyNetwork: readonly string[];
  /** The scroll of the list, ms on the page's clock (its long tasks are reported). */
  readonly scroll: { readonly start: number; readonly end: number };
  /** Whether the film showed a pre-roll to close. */
  readonly preroll: boolean;
  /** Flicks after which the feed showed its next slide (a clip, an ad or its end). */
  readonly feedSwipes: number;
}

/** Runs the session in `page` (probes installed, CPU throttled), starting with a first visit. */
export async function runTouchSession(
  page: Page,
  devtools: PageDevtools,
  network: NetworkWatch,
  siteUrl: string,
): Promise<SessionNotes> {
  const actions: string[] = [];
  const busyNetwork: string[] = [];
  const visible = (locator: Locator) => locator.filter({ visible: true }).first();

  /**
   * One action: marks it, makes its input, waits until its screen is ready and its requests are
   * done, then for two frames, by which Event Timing has reported the interaction.
   */
  const act: Act = async (label, input, ready, { settle = true } = {}) =>
    step(label, async () => {
      actions.push(label);
      await page.evaluate((name) => {
        window.__benchInteraction?.marks.push({ label: name, at: performance.now() });
      }, label);
      await input();
      await ready();
      if (settle && !(await network.idle())) busyNetwork.push(label);
      await nextFrames(page);
    });

  const tabBar = page.getByRole('navigation', { name: '底部导航' });
  const tap = (locator: Locator) => () => locator.tap({ timeout: SCREEN_TIMEOUT_MS });
  const shows = (locator: Locator) => () =>
    visible(locator).waitFor({ state: 'visible', timeout: SCREEN_TIMEOUT_MS });
  const firstCard = page.getByRole('main').getByRole('listitem');
  const tabReady: Readonly<Record<Tab, Locator>> = {
    首页: page.getByRole('region', { name: '推荐' }).getByRole('listitem'),
    排行: page.getByRole('img', { name: '第1名' }),
    发现: page
      .getByRole('img', { name: '第1名' })
      .or(page.getByRole('list', { name: '全部标签' }))
      .or(page.getByRole('list', { name: '热门标签' })),
    短视频: firstCard,
    看看: firstCard,
    我的: page.getByRole('textbox', { name: '数据识别码' }),
  };
  const openTab = (tab: Tab) =>
    act(`tab ${tab}`, tap(tabBar.getByRole('link', { name: tab })), async () => {
      await page.waitForURL((url) => url.pathname.startsWith(TAB_PATHS[tab]), {
        timeout: SCREEN_TIMEOUT_MS,
      });
      await shows(tabReady[tab])();
    });

  await step('open home', async () => {
    await page.goto(`${siteUrl}${routes.home.href()}`);
    await shows(tabReady['首页'])();
    await network.idle();
  });

  for (const tab of TABS) await openTab(tab);

  const recommended = visible(page.getByRole('region', { name: '推荐' }));
  for (let batch = 1; batch <= BATCHES; batch += 1) {
    // The tap rule: a second 换一批 within 1000 ms of the last does nothing, as for a person
    // who looks at the batch before asking for the next.
    if (batch > 1) await tapRuleOver(page, '换一批');
    const titles = await recommended.elementHandle();
    const before = await titlesOf(titles);
    await act('换一批', tap(recommended.getByRole('button', { name: '换一批' })), () =>
      page.waitForFunction(
        ([block, shown]) =>
          [...(block?.querySelectorAll('[id$="-title"]') ?? [])]
            .map((title) => title.textContent)
            .join('|') !== shown,
        [titles, before] as const,
        { timeout: SCREEN_TIMEOUT_MS },
      ),
    );
    await titles?.dispose();
  }

  await act(
    'category 电影',
    tap(
      visible(page.getByRole('navigation', { name: '分类' }).getByRole('link', { name: '电影' })),
    ),
    async () => {
      await waitForPath(page, routes.list.path, SCREEN_TIMEOUT_MS);
      await shownCard(page).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    },
  );
  for (const [sort, value] of [
    ['最热', 'hot'],
    ['最新', 'new'],
  ] as const) {
    await act(
      `sort ${sort}`,
      tap(visible(page.getByRole('radiogroup', { name: '排序' }).getByText(sort, { exact: true }))),
      async () => {
        await page.waitForURL((url) => url.searchParams.get('orderby') === value, {
          timeout: SCREEN_TIMEOUT_MS,
        });
        await shownCard(page).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      },
    );
  }
  for (const category of ['综艺', '电影']) {
    const tab = visible(
      page.getByRole('tablist', { name: '分类' }).getByRole('tab', { name: category }),
    );
    await act(`category tab ${category}`, tap(tab), async () => {
      await page.waitForFunction(
        (element) => element?.getAttribute('aria-selected') === 'true',
        await tab.elementHandle(),
        { timeout: SCREEN_TIMEOUT_MS },
      );
      await shownCard(page).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    });
  }

  const scrollStart = await pageNow(page);
  for (let screen = 1; screen <= SCROLL_SCREENS; screen += 1) {
    await act(
      'scroll the list',
      () =>
        devtools.touchScroll(
          { x: PHONE.viewport.width / 2, y: PHONE.viewport.height * 0.7 },
          PHONE.viewport.height * 0.8,
        ),
      () => waitForScrollToSettle(page),
    );
  }
  const scrollEnd = await pageNow(page);

  await act(
    'open a film',
    () => openCardInView(page, routes.playVideo.path),
    () => page.locator('video').first().waitFor({ state: 'attached', timeout: SCREEN_TIMEOUT_MS }),
  );
  const preroll = await playerControls(page, devtools, act);
  await act(
    'back to the list',
    async () => void (await tapBack(page)),
    async () => {
      await waitForPath(page, routes.list.path, SCREEN_TIMEOUT_MS);
      await shownCard(page).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    },
  );
  await act(
    'back home',
    async () => void (await tapBack(page)),
    async () => {
      await waitForPath(page, routes.home.path, SCREEN_TIMEOUT_MS);
      await shows(tabReady['首页'])();
    },
  );

  await search(page, act, shows);

  await openTab('短视频');
  const feedSwipes = await feed(page, devtools, act);
  return {
    actions,
    busyNetwork,
    scroll: { start: scrollStart, end: scrollEnd },
    preroll,
    feedSwipes,
  };
}

/**
 * Marks an action, makes its input and waits until it is done: `ready`, then (unless `settle` is
 * false, for an action that loads nothing and must be followed quickly) its requests.
 */
type Act = (
  label: string,
  input: () => Promise<void>,
  ready: () => Promise<unknown>,
  options?: { readonly settle?: boolean },
) => Promise<void>;

/**
 * The film's pre-roll closed (when there is one), then its controls as a thumb uses them: a tap
 * on the film to show them, pause, the rate menu and a rate, play, a double tap on the film's
 * right third (10 s forward) and on its left (10 s back).
 */
async function playerControls(page: Page, devtools: PageDevtools, act: Act): Promise<boolean> {
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const close = button('关闭');
  const filmStarted = page.waitForFunction(
    () => [...document.querySelectorAll('video')].some((video) => video.currentTime > 0),
    null,
    { timeout: PREROLL_TIMEOUT_MS * 2 },
  );
  const preroll = await close.waitFor({ timeout: PREROLL_TIMEOUT_MS }).then(
    () => true,
    () => false,
  );
  if (preroll)
    await act(
      'close the pre-roll',
      () => close.tap(),
      () => close.waitFor({ state: 'hidden' }),
    );
  await filmStarted;
  const pause = button('暂停');
  const play = button('播放');
  // The controls hide by themselves 3 s after they show while the film plays: the first tap
  // brings them back and 暂停 follows; on a phone this slow the 3 s can pass between the two,
  // and then the film is tapped again, as a person would. Paused, they stay.
  await pause.waitFor({ state: 'hidden', timeout: PREROLL_TIMEOUT_MS });
  for (let attempt = 1; ; attempt += 1) {
    await act(
      'show the controls',
      () => button('显示或隐藏控制栏').tap(),
      () => pause.waitFor(),
      {
        settle: false,
      },
    );
    const paused = await act(
      'pause',
      () => pause.tap({ timeout: CONTROLS_TAP_TIMEOUT_MS }),
      () => play.waitFor(),
    ).then(
      () => true,
      (error: unknown) => {
        if (attempt === CONTROLS_ATTEMPTS) throw error;
        return false;
      },
    );
    if (paused) break;
    await pause.waitFor({ state: 'hidden', timeout: PREROLL_TIMEOUT_MS });
  }
  await act(
    'rate menu',
    () => page.getByRole('button', { name: '倍速' }).tap(),
    () => page.getByRole('group', { name: '倍速' }).waitFor(),
  );
  await act(
    'rate 1.5x',
    () => button('1.5x').tap(),
    () => page.getByRole('group', { name: '倍速' }).waitFor({ state: 'hidden' }),
  );
  for (const [label, name] of [
    ['10 s forward', '快进10秒'],
    ['10 s back', '快退10秒'],
  ] as const) {
    // The ripple (`+10秒`) shows where the finger was while the run of taps lasts.
    const ripple = page.getByRole('status').filter({ hasText: /^[+-]\d+秒$/ });
    const third = await button(name).boundingBox();
    if (!third) throw new Error(`the player has no ${name} third`);
    await act(
      label,
      () => devtools.doubleTap({ x: third.x + third.width / 2, y: third.y + third.height / 2 }),
      async () => {
        await ripple.waitFor({ timeout: 10_000 });
        await ripple.waitFor({ state: 'hidden', timeout: 10_000 });
      },
    );
  }
  await act(
    'play',
    () => play.tap(),
    () => pause.waitFor(),
  );
  return preroll;
}

/** Home's search bar, the keyword typed with a Chinese keyboard's composition, then 搜索. */
async function search(
  page: Page,
  act: Act,
  shows: (locator: Locator) => () => Promise<void>,
): Promise<void> {
  const field = page.getByRole('searchbox', { name: '请输入搜索关键词' });
  await act(
    'search bar',
    () =>
      page.getByRole('link', { name: '搜索视频、标签' }).filter({ visible: true }).first().tap(),
    async () => {
      await waitForPath(page, routes.search.path, SCREEN_TIMEOUT_MS);
      await field.waitFor({ timeout: SCREEN_TIMEOUT_MS });
    },
  );
  const session = await page.context().newCDPSession(page);
  try {
    for (const letters of SEARCH_PINYIN) {
      await act(
        `type ${letters}`,
        async () => {
          await session.send('Input.imeSetComposition', {
            text: letters,
            selectionStart: letters.length,
            selectionEnd: letters.length,
          });
        },
        () => page.waitForFunction(typedInto, letters),
      );
    }
    await act(
      `choose ${SEARCH_KEYWORD}`,
      async () => {
        await session.send('Input.insertText', { text: SEARCH_KEYWORD });
      },
      () => page.waitForFunction(typedInto, SEARCH_KEYWORD),
    );
  } finally {
    await session.detach();
  }
  await act(
    'search',
    () => page.getByRole('button', { name: '搜索', exact: true }).tap(),
    async () => {
      await waitForPath(page, routes.searchList.path, SCREEN_TIMEOUT_MS);
      await shows(page.getByRole('main').getByRole('listitem'))();
    },
  );
  await act(
    'back to search',
    async () => void (await tapBack(page)),
    () => waitForPath(page, routes.search.path, SCREEN_TIMEOUT_MS),
  );
  await act(
    'back home from search',
    async () => void (await tapBack(page)),
    async () => {
      await waitForPath(page, routes.home.path, SCREEN_TIMEOUT_MS);
      await shows(page.getByRole('region', { name: '推荐' }).getByRole('listitem'))();
    },
  );
}

/** From 短视频: a clip opened, then flicks up the feed. Says how many moved it on. */
async function feed(page: Page, devtools: PageDevtools, act: Act): Promise<number> {
  await act(
    'open a clip',
    () => openCardInView(page, routes.shortVideo.path),
    () => page.locator(ACTIVE_SLIDE).waitFor({ state: 'attached', timeout: SCREEN_TIMEOUT_MS }),
  );
  let moved = 0;
  for (let swipe = 1; swipe <= FEED_SWIPES; swipe += 1) {
    const before = await page.locator(ACTIVE_SLIDE).getAttribute('data-swiper-slide-index');
    await act(
      'feed swipe',
      () => flickUp(devtools),
      async () => {
        // The next slide (a clip, an ad, the feed's end) becomes the active one.
        const next = await page
          .waitForFunction(
            ([selector, index]) =>
              document.querySelector(selector)?.getAttribute('data-swiper-slide-index') !== index,
            [ACTIVE_SLIDE, before] as const,
            { timeout: SWIPE_TIMEOUT_MS },
          )
          .then(
            () => true,
            () => false,
          );
        if (next) moved += 1;
      },
    );
  }
  return moved;
}

/** The text of the titles inside `block`, joined. */
async function titlesOf(block: ElementHandle<HTMLElement | SVGElement> | null): Promise<string> {
  if (!block) throw new Error('换一批: the 推荐 block is not on screen.');
  return block.evaluate((element) =>
    [...element.querySelectorAll('[id$="-title"]')].map((title) => title.textContent).join('|'),
  );
}

/** Whether the focused field shows `text` last (composed letters or the chosen character). */
const typedInto = (text: string) =>
  document.activeElement instanceof HTMLInputElement && document.activeElement.value.endsWith(text);

/** The app's tap rule: a button acts again only 1000 ms after it last did. */
const TAP_RULE_MS = 1000;

/** Waits until the tap rule lets the button of the last action named `label` act again. */
function tapRuleOver(page: Page, label: string): Promise<unknown> {
  return page.waitForFunction(
    ([name, rule]) => {
      const last = window.__benchInteraction?.marks.filter((mark) => mark.label === name).at(-1);
      return !last || performance.now() - last.at >= rule;
    },
    [label, TAP_RULE_MS] as const,
  );
}

const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Two animation frames: Event Timing reports an interaction after the paint that follows it. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}
