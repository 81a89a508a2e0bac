import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from './support/a11y-axe';
import { documentProblems } from './support/a11y-document';
import { motionOf } from './support/a11y-motion';
import { unnamedIcons } from './support/a11y-names';
import { smallTargets } from './support/a11y-targets';
import { firstVideoId } from './support/catalogue';
import { longFilmId, playsPast, withoutAds } from './support/film';

/** A route, what a person sees once it has loaded, and the controls a thumb uses there. */
interface Screen {
  readonly route: string;
  readonly ready: (page: Page) => Locator;
  readonly thumbs?: (page: Page) => Record<string, Locator>;
}

const firstCard = (page: Page) => page.getByRole('main').getByRole('listitem').first();
const firstRanked = (page: Page) => page.getByRole('img', { name: '第1名' });
const anyButton = (page: Page, names: RegExp) => page.getByRole('button', { name: names });

/**
 * Loads each screen and collects what a person with a screen reader, a thumb or zoom would
 * trip over: axe violations, icons without a Chinese name, controls under 44×44 px, and a
 * document that is not zh-CN or cannot be zoomed.
 */
async function audit(page: Page, screens: readonly Screen[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { route, ready, thumbs } of screens) {
    await page.goto(route);
    // The first screen of a worker also waits for the cold start of the build and the demo API.
    await expect(ready(page), route).toBeVisible({ timeout: 20_000 });
    problems.push(
      ...(await axeViolations(page, route)),
      ...(await unnamedIcons(page, route)),
      ...(await documentProblems(page, route)),
    );
    for (const [what, controls] of Object.entries(thumbs?.(page) ?? {})) {
      problems.push(...(await smallTargets(controls, `${route} ${what}`)));
    }
  }
  return problems;
}

const TAB_SCREENS: readonly Screen[] = [
  {
    route: '/home',
    ready: (p) => p.getByRole('region', { name: '推荐' }).getByRole('listitem').first(),
    thumbs: (p) => ({
      'tab bar': p.getByRole('navigation', { name: '底部导航' }).getByRole('link'),
      'banner tags': p.getByRole('list', { name: '广告分类' }).getByRole('button'),
      换一批: p.getByRole('button', { name: '换一批' }),
    }),
  },
  { route: '/rank', ready: firstRanked, thumbs: (p) => ({ tabs: p.getByRole('tab') }) },
  { route: '/find/rank', ready: firstRanked },
  { route: '/find/tags', ready: (p) => p.getByRole('list', { name: '全部标签' }) },
  {
    route: '/find/artist',
    ready: (p) => p.getByRole('list', { name: '热门标签' }).getByRole('link').first(),
  },
  { route: '/miin', ready: firstCard },
  {
    route: '/favorites',
    ready: firstCard,
    thumbs: (p) => ({ 'user pager': anyButton(p, /^(上一位|下一位)$/) }),
  },
  {
    route: '/mine',
    ready: (p) => p.getByRole('textbox', { name: '数据识别码' }),
    thumbs: (p) => ({ 更改: p.getByRole('button', { name: '更改', exact: true }) }),
  },
];

/** A watched history, so that the history screen shows its cards and their X buttons. */
async function seedHistory(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const entries = [1, 2, 3].map((id) => ({
      id,
      coverbase64: { url: `${location.origin}/covers/video/${id}.jpg.enc`, type: 'jpeg' },
      title: `看过的第${id}部`,
    }));
    localStorage.setItem('h5_history', JSON.stringify(entries));
  });
}

const OTHER_SCREENS: readonly Screen[] = [
  {
    route: '/list?typeId=1',
    ready: (p) => p.getByRole('slider', { name: '选择页码' }),
    thumbs: (p) => ({
      'nav back and search': anyButton(p, /^(返回|搜索)$/),
      'sort tags': p.getByRole('radiogroup', { name: '排序' }).locator('label'),
      'category tabs': p.getByRole('tablist', { name: '分类' }).getByRole('tab'),
      'pager buttons': anyButton(p, /^(上一页|下一页)$/),
      'pager slider': p.getByRole('slider', { name: '选择页码' }),
    }),
  },
  { route: '/search', ready: (p) => p.getByRole('searchbox') },
  { route: `/searchList?search=${encodeURIComponent('电')}`, ready: firstCard },
  { route: `/artist-details?id=1&name=${encodeURIComponent('怀旧')}`, ready: firstCard },
  {
    route: '/collectVideo?type=history',
    ready: (p) => p.getByRole('button', { name: '删除 看过的第1部' }),
    thumbs: (p) => ({ 'X remove': anyButton(p, /^删除/) }),
  },
  { route: '/collectVideo?type=favorite', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { route: '/vendor', ready: (p) => p.getByRole('button', { name: '进入' }) },
  {
    // A message in the address that the app did not put there shows as the generic reason.
    route: `/vendor?logout=logout&msg=${encodeURIComponent('登录已过期')}`,
    ready: (p) => p.getByText('登录已失效，请重新进入'),
  },
  { route: '/no-such-screen', ready: (p) => p.getByRole('heading', { name: '页面不存在' }) },
];

const PLAYER_CONTROLS = /^(快退10秒|播放|暂停|快进10秒|倍速|全屏)$/;

const FOCUS_KEYS = [...Array<string>(6).fill('Tab'), ...Array<string>(3).fill('Shift+Tab')];

/**
 * Opens a dialog with `opener` and checks it with axe (again after `reveal`, which may bring out
 * its error messages) and its X for size, then proves that Tab and Shift+Tab never leave it for
 * the page behind, and that Escape closes it and gives focus back to its opener.
 */
async function auditDialog(
  page: Page,
  opener: Locator,
  name: string,
  reveal?: (dialog: Locator) => Promise<void>,
): Promise<string[]> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // It fades in: colours read before its opening animation ends are blended with the page's.
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  const problems = [
    ...(await smallTargets(dialog.getByRole('button', { name: '关闭' }), `dialog ${name} X`)),
    ...(await axeViolations(page, `dialog ${name}`)),
  ];
  if (reveal) {
    await reveal(dialog);
    problems.push(...(await axeViolations(page, `dialog ${name} with errors`)));
  }

  for (const key of FOCUS_KEYS) {
    await page.keyboard.press(key);
    // Past the last control the browser may take focus to its own UI (body), never to the page.
    const inside = await dialog.evaluate(
      (element) =>
        element.contains(document.activeElement) || document.activeElement === document.body,
    );
    if (!inside) problems.push(`dialog ${name}: ${key} moved focus out of the dialog`);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  return problems;
}

/**
 * Every check in both colour schemes: the dark one has its own text and surface colours, and
 * contrast must hold in each.
 */
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    for (const [part, screens] of [
      ['home and rank', TAB_SCREENS.slice(0, 3)],
      ['find and short videos', TAB_SCREENS.slice(3, 6)],
      ['favourites and mine', TAB_SCREENS.slice(6)],
    ] as const) {
      test(`the tab screens (${part}) are accessible`, async ({ page }) => {
        test.slow();
        expect(await audit(page, screens)).toEqual([]);
      });
    }

    test('the other screens are accessible', async ({ page }) => {
      test.slow();
      await seedHistory(page);
      expect(await audit(page, OTHER_SCREENS)).toEqual([]);
    });

    test('the players, the pre-roll and the share lock are accessible', async ({
      page,
      request,
    }) => {
      test.slow();
      const problems = await audit(page, [
        {
          // The pre-roll: its countdown button reads 5s … 1s, then 关闭.
          route: `/playVideo?id=${await firstVideoId(request, 1)}`,
          ready: (p) => anyButton(p, /^(\d+s|关闭)$/),
          thumbs: (p) => ({
            'pre-roll close': anyButton(p, /^(\d+s|关闭)$/),
            'player controls': anyButton(p, PLAYER_CONTROLS),
            'nav back': anyButton(p, /^返回$/),
          }),
        },
        {
          route: `/playVideoShare?id=${await firstVideoId(request, 60)}`,
          ready: (p) => p.getByRole('group', { name: /解锁/ }),
          thumbs: (p) => ({
            'share lock': p.getByRole('group', { name: /解锁/ }).getByRole('button'),
            'player controls': anyButton(p, PLAYER_CONTROLS),
          }),
        },
        {
          route: '/shortVideo',
          ready: (p) => p.getByRole('tab', { name: '为你推荐' }),
          thumbs: (p) => ({
            actions: anyButton(p, /^(返回|收藏|评论)$/),
            channels: p.getByRole('tab'),
          }),
        },
      ]);
      expect(problems).toEqual([]);
    });

    test('the player’s menus, 快捷键 and a running 定时关闭 are accessible', async ({ page }) => {
      test.slow();
      await withoutAds(page);
      await page.goto(`/playVideo?id=${await longFilmId(page)}`);
      await playsPast(page, 0.2);
      // Paused, the controls stay.
      await page.keyboard.press('k');
      const more = page.getByRole('button', { name: /^更多/ });
      await expect(more).toBeVisible();
      const problems: string[] = [];
      for (const menu of ['倍速', '清晰度'] as const) {
        await page.getByRole('button', { name: menu }).click();
        await expect(page.getByRole('group', { name: menu })).toBeVisible();
        problems.push(...(await axeViolations(page, `player menu ${menu}`)));
        await page.getByRole('button', { name: menu }).click();
      }
      await more.click();
      const sleep = page.getByRole('group', { name: '定时关闭' });
      await expect(sleep).toBeVisible();
      problems.push(
        ...(await axeViolations(page, 'player menu 更多')),
        ...(await smallTargets(sleep.getByRole('button'), 'menu 定时关闭')),
      );
      await sleep.getByRole('button', { name: '15分钟' }).click();
      await expect(page.getByText(/^定时关闭 1[45]:\d\d$/)).toBeVisible();
      await more.click();
      await expect(sleep).toContainText(/定时关闭 1[45]:\d\d/);
      problems.push(...(await axeViolations(page, 'player menu 更多, 定时关闭 running')));

      await page.keyboard.press('Escape');
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      await page.keyboard.press('Shift+?');
      const shortcuts = page.getByRole('dialog', { name: '快捷键' });
      await expect(shortcuts).toBeVisible();
      problems.push(
        ...(await axeViolations(page, 'dialog 快捷键')),
        ...(await smallTargets(shortcuts.getByRole('button', { name: '关闭' }), 'dialog 快捷键 X')),
      );
      await page.keyboard.press('Escape');
      await expect(shortcuts).toBeHidden();
      expect(problems).toEqual([]);
    });

    test('every dialog is accessible, traps focus and closes on Escape', async ({ page }) => {
      test.slow();
      await page.goto('/mine');
      await expect(page.getByRole('textbox', { name: '数据识别码' })).toBeVisible();
      const problems = [
        ...(await auditDialog(page, page.getByRole('button', { name: '设置' }), '设置')),
        ...(await auditDialog(
          page,
          page.getByRole('button', { name: '意见反馈' }),
          '意见反馈',
          async (dialog) => {
            await dialog.getByRole('button', { name: '提交' }).click();
            await expect(dialog.getByRole('alert')).toHaveText('详细描述不能为空');
          },
        )),
        ...(await auditDialog(
          page,
          page.getByRole('region', { name: '系统公告' }).getByRole('button').first(),
          '系统公告',
        )),
      ];

      await page.goto('/find/tags');
      const tag = page.getByRole('list', { name: '全部标签' }).getByRole('button').first();
      // The tag and its panel read #家庭 (the button on two lines).
      const tagName = (await tag.innerText()).replace(/\s/g, '');
      problems.push(...(await auditDialog(page, tag, tagName)));
      expect(problems).toEqual([]);
    });
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('carousels stand still, swipes jump and nothing animates', async ({ page }) => {
    test.slow();
    const still = { moving: [], swipers: [{ speed: 0, autoplay: false }] };
    await page.goto('/home');
    const banners = page.getByRole('region', { name: '广告轮播' });
    await expect(banners.getByRole('button').first()).toBeVisible();
    // The banners are a row the visitor scrolls: nothing slides them by itself.
    await expect(banners.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect.poll(() => motionOf(page)).toEqual({ moving: [], swipers: [] });

    await page.goto('/favorites');
    await expect(firstCard(page)).toBeVisible();
    await expect.poll(() => motionOf(page)).toEqual(still);

    await page.goto('/shortVideo');
    await expect(page.getByRole('tab', { name: '为你推荐' })).toBeVisible();
    await expect
      .poll(async () => {
        const { moving, swipers } = await motionOf(page);
        return { moving, speeds: [...new Set(swipers.map(({ speed }) => speed))] };
      })
      .toEqual({ moving: [], speeds: [0] });

    await page.goto('/mine');
    await page.getByRole('button', { name: '设置' }).click();
    await expect(page.getByRole('dialog', { name: '设置' })).toBeVisible();
    expect((await motionOf(page)).moving).toEqual([]);
  });
});
