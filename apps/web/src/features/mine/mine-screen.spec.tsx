import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AD_RENAVIGATION_MS, CODE_CHANGE_WINDOW_MS } from '@video/domain';
import {
  createStorage,
  memoryAdapter,
  type StorageKey,
  storageKeys,
  type TypedStorage,
} from '@video/storage';
import { routes } from '@video/routes';
import type { InstallOffer, InstallWay } from '../../core/install-offer';
import type { AppServices } from '../../core/services';
import { fakeNetwork } from '../../testing/fake-network';
import { renderApp, type RenderAppOptions, TEST_NOW } from '../../testing/render-app';

const CODE = 'abc12345';
const CHECKIN_URL = 'https://example.com/checkin';
const ACTIVITY_URL = 'https://example.com/activity';

// Loads the lazy screen chunk before the first test's clock starts.
beforeAll(() => import('./mine-screen'));

function visitorStorage(): TypedStorage {
  const storage = createStorage({ adapter: memoryAdapter() });
  storage.set(storageKeys.uuid, CODE);
  return storage;
}

/** The Mine screen, once shown, with a clock the test moves. */
async function renderMine(options: RenderAppOptions = {}) {
  let clock = TEST_NOW;
  const view = renderApp({
    route: '/mine',
    storage: visitorStorage(),
    ...options,
    services: { now: () => clock, ...options.services },
  });
  // The screen's chunk loads lazily: the first import of a cold or instrumented run is slow.
  await screen.findByRole('heading', { name: '我的' }, { timeout: 5000 });
  return { ...view, advance: (ms: number) => (clock += ms) };
}

const codeInput = () => screen.getByRole('textbox', { name: '数据识别码' });

describe('Mine screen', () => {
  it('shows the code, the viewing count, the menu and the version', async () => {
    await renderMine();
    expect(screen.getByRole('heading', { name: '我的' })).toBeInTheDocument();
    expect(codeInput()).toHaveValue(CODE);
    expect(screen.getByText('观看次数：无限')).toBeInTheDocument();
    expect(screen.getByText('推广好友，升级会员')).toBeInTheDocument();
    expect(screen.getByText('版本号 0.0.0-test')).toBeInTheDocument();
    for (const item of ['设置', '意见反馈', '系统公告', '交流群'])
      expect(screen.getByRole('button', { name: item })).toBeInTheDocument();
    const checkin = await screen.findByRole('button', { name: '签到' });
    await waitFor(() => expect(checkin).toBeEnabled());
  });

  describe('identification code', () => {
    async function changeTo(user: Awaited<ReturnType<typeof renderMine>>['user'], code: string) {
      await user.clear(codeInput());
      if (code) await user.type(codeInput(), code);
      await user.click(screen.getByRole('button', { name: '更改' }));
    }

    it.each([
      { case: 'empty', input: '' },
      { case: '5 characters', input: 'abc12' },
      { case: '13 characters', input: 'abcdefghij123' },
      { case: 'capitals', input: 'ABC12345' },
      { case: 'symbols', input: 'abc_1234' },
      { case: 'Chinese', input: '识别码识别码' },
    ])('refuses $case with 请输入正确的数据识别码', async ({ input }) => {
      const { user, storage } = await renderMine();
      await changeTo(user, input);
      expect(await screen.findByText('请输入正确的数据识别码')).toBeInTheDocument();
      expect(storage.get(storageKeys.uuid)).toBe(CODE);
    });

    it('says the code is unchanged when it is the same', async () => {
      const { user } = await renderMine();
      await changeTo(user, ` ${CODE} `);
      expect(await screen.findByText('数据识别码未更改')).toBeInTheDocument();
    });

    it('allows two changes in 24 hours, refuses the third, and allows it after the window', async () => {
      // The tap rule reads the page's monotonic clock: each 更改 comes a second after the last.
      vi.useFakeTimers({ toFake: ['performance'] });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const { user, storage, advance: advanceClock } = await renderMine();
      const advance = (ms: number) => {
        vi.advanceTimersByTime(1000);
        advanceClock(ms);
      };

      await changeTo(user, 'newcode1');
      expect(
        await screen.findByText('更改成功，请妥善保管！今日剩余更改次数：1'),
      ).toBeInTheDocument();
      expect(storage.get(storageKeys.uuid)).toBe('newcode1');
      expect(storage.get(storageKeys.codeChange)).toEqual({ timestamp: TEST_NOW, count: 1 });

      advance(60 * 60 * 1000);
      await changeTo(user, 'newcode2');
      expect(
        await screen.findByText('更改成功，请妥善保管！今日剩余更改次数：0'),
      ).toBeInTheDocument();

      advance(CODE_CHANGE_WINDOW_MS - 2 * 60 * 60 * 1000);
      await changeTo(user, 'newcode3');
      expect(await screen.findByText('24小时内只能更改2次，请稍后再试!')).toBeInTheDocument();
      expect(storage.get(storageKeys.uuid)).toBe('newcode2');

      advance(60 * 60 * 1000);
      await changeTo(user, 'newcode3');
      expect(
        await screen.findByText('更改成功，请妥善保管！今日剩余更改次数：1'),
      ).toBeInTheDocument();
      expect(storage.get(storageKeys.uuid)).toBe('newcode3');
    });

    it('changes the code once on a double tap, and says so once', async () => {
      const { user, storage } = await renderMine();
      await user.clear(codeInput());
      await user.type(codeInput(), 'twotaps1');

      await user.dblClick(screen.getByRole('button', { name: '更改' }));

      expect(
        await screen.findByText('更改成功，请妥善保管！今日剩余更改次数：1'),
      ).toBeInTheDocument();
      expect(screen.queryByText('数据识别码未更改')).not.toBeInTheDocument();
      expect(storage.get(storageKeys.codeChange)).toMatchObject({ count: 1 });
    });

    it('tries once for two taps on 更改 400 ms apart, and again 1000 ms after the first', async () => {
      vi.useFakeTimers({ toFake: ['performance'] });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const { user, services } = await renderMine();
      const show = vi.spyOn(services.snackbar, 'show');
      await user.clear(codeInput());
      const change = screen.getByRole('button', { name: '更改' });
      fireEvent.click(change);
      vi.advanceTimersByTime(400);
      fireEvent.click(change);
      expect(show.mock.calls).toEqual([['请输入正确的数据识别码']]);
      vi.advanceTimersByTime(600);
      fireEvent.click(change);
      expect(show).toHaveBeenCalledTimes(2);
    });

    it('changes the code with the keyboard’s done key too', async () => {
      const { user, storage } = await renderMine();
      await user.clear(codeInput());
      await user.type(codeInput(), 'fresh123{Enter}');
      expect(await screen.findByText(/更改成功/)).toBeInTheDocument();
      expect(storage.get(storageKeys.uuid)).toBe('fresh123');
    });

    it.each([
      { outcome: 'copies the code', writeText: () => Promise.resolve(), toast: '已复制数据识别码' },
      {
        outcome: 'asks for a manual copy when the clipboard refuses',
        writeText: () => Promise.reject(new Error('denied')),
        toast: '复制失败，请长按手动复制',
      },
    ])('$outcome', async ({ writeText, toast }) => {
      const { user } = await renderMine();
      const spy = vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);
      await user.click(screen.getByRole('button', { name: '复制' }));
      expect(spy).toHaveBeenCalledWith(CODE);
      expect(await screen.findByText(toast)).toBeInTheDocument();
    });
  });

  describe('check-in and activity', () => {
    it('opens the check-in link outside the app', async () => {
      const { user, services } = await renderMine();
      await user.click(await screen.findByRole('button', { name: '签到' }));
      expect(services.openExternal).toHaveBeenCalledWith(CHECKIN_URL);
    });

    it.each([
      { name: '签到', url: () => CHECKIN_URL },
      { name: '活动', url: () => ACTIVITY_URL },
    ])('opens $name on every tap and marks it opened for 24 hours', async ({ name, url }) => {
      const { user, services, storage, advance } = await renderMine();
      const link = await screen.findByRole('button', { name });
      await waitFor(() => expect(link).toBeEnabled());
      expect(link).not.toHaveAttribute('data-opened');

      await user.click(link);
      expect(services.openExternal).toHaveBeenCalledWith(url());
      expect(storage.get(storageKeys.adLinkOpenings)).toEqual([[url(), TEST_NOW]]);
      expect(link).toHaveAttribute('data-opened');

      // Inside the day a tap still opens it (no refusal, no message), and the day starts again.
      advance(AD_RENAVIGATION_MS - 1);
      await user.click(link);
      expect(services.openExternal).toHaveBeenCalledTimes(2);
      expect(storage.get(storageKeys.adLinkOpenings)).toEqual([
        [url(), TEST_NOW + AD_RENAVIGATION_MS - 1],
      ]);
    });

    it.each([
      { case: 'opened 1 ms short of 24 h ago', age: AD_RENAVIGATION_MS - 1, marked: true },
      { case: 'opened 24 h ago', age: AD_RENAVIGATION_MS, marked: false },
    ])('shows the check-in link $case as opened: $marked', async ({ age, marked }) => {
      const storage = visitorStorage();
      storage.set(storageKeys.adLinkOpenings, [[CHECKIN_URL, TEST_NOW - age]]);
      await renderMine({ storage });
      const checkin = await screen.findByRole('button', { name: '签到' });
      await waitFor(() => expect(checkin).toBeEnabled());
      if (marked) expect(checkin).toHaveAttribute('data-opened');
      else expect(checkin).not.toHaveAttribute('data-opened');
    });

    it('does not mark a link the app refused to open (not http or https)', async () => {
      const { user, services, storage } = await renderMine({
        handlers: [
          http.get('http://localhost/api/applink/activity', () =>
            HttpResponse.json({ code: 200, msg: '成功', rescont: { url: 'javascript:alert(1)' } }),
          ),
        ],
        services: { openExternal: vi.fn(() => false) },
      });
      const activity = await screen.findByRole('button', { name: '活动' });
      await waitFor(() => expect(activity).toBeEnabled());

      await user.click(activity);
      expect(services.openExternal).toHaveBeenCalledWith('javascript:alert(1)');
      expect(storage.get(storageKeys.adLinkOpenings)).toEqual([]);
      expect(activity).not.toHaveAttribute('data-opened');
    });

    it.each([
      { case: 'the config turns ads off', config: { isShowAd: false }, session: {} },
      {
        case: 'the bonus state turns the activity off',
        config: {},
        session: { xbbBonus: { ...storageKeys.xbbBonus.defaultValue, activity: false } },
      },
    ])('hides the activity link when $case', async ({ config, session }) => {
      await renderMine({ config, session });
      await screen.findByRole('button', { name: '签到' });
      expect(screen.queryByRole('button', { name: '活动' })).not.toBeInTheDocument();
    });

    it('tells a failed link on tap and asks again', async () => {
      let calls = 0;
      // The second answer waits until the test has seen the button wait for it.
      let answer = () => undefined as void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const { user, services } = await renderMine({
        handlers: [
          http.get('http://localhost/api/applink/checkin', async () => {
            calls += 1;
            if (calls > 1) {
              await answered;
              return undefined;
            }
            return HttpResponse.json(
              { code: 500, msg: '服务器错误', rescont: null },
              { status: 500 },
            );
          }),
        ],
      });
      const checkin = await screen.findByRole('button', { name: '签到' });
      await waitFor(() => expect(checkin).toBeEnabled());
      await user.click(checkin);
      expect(await screen.findByText('网络错误，请稍后重试')).toBeInTheDocument();
      expect(services.openExternal).not.toHaveBeenCalled();
      // The tap asked again: the button waits for the link, and once it has arrived, a tap opens it.
      await waitFor(() => expect(checkin).toBeDisabled());
      answer();
      await waitFor(() => expect(checkin).toBeEnabled());
      await user.click(checkin);
      expect(services.openExternal).toHaveBeenCalledWith(CHECKIN_URL);
    });
  });

  describe('notice ticker', () => {
    it('shows the two latest notices and opens the notice dialog', async () => {
      const { user } = await renderMine();
      const ticker = within(await screen.findByRole('region', { name: '系统公告' }));
      const notices = await ticker.findAllByRole('button');
      expect(notices.map((notice) => notice.textContent)).toEqual([
        '欢迎来到视频乐园',
        '收藏功能上线',
      ]);
      await user.click(notices[1]);
      expect(await screen.findByRole('dialog', { name: '系统公告' })).toBeInTheDocument();
    });
  });

  describe('menu', () => {
    it('has no group link yet: 交流群 says stay tuned', async () => {
      const { user } = await renderMine();
      await user.click(screen.getByRole('button', { name: '交流群' }));
      expect(await screen.findByText('精彩内容，敬请期待')).toBeInTheDocument();
    });

    it.each([
      { item: '观看历史', target: '?type=history' },
      { item: '我的收藏', target: '?type=favorite' },
    ])('$item opens the collect grid', async ({ item, target }) => {
      const { user, router } = await renderMine();
      await user.click(screen.getByRole('link', { name: new RegExp(`^${item}`) }));
      expect(router.location.pathname).toBe('/collectVideo');
      expect(router.location.search).toBe(target);
    });

    it('offers 离线缓存 after 我的收藏 where the page can keep films', async () => {
      const { user, router } = await renderMine({
        services: { keptFilms: () => new Promise<never>(() => undefined) },
      });
      const menu = within(
        screen.getByRole('link', { name: /^我的收藏/ }).closest('ul') as HTMLElement,
      );
      expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
        '观看历史',
        expect.stringMatching(/^我的收藏/),
        '离线缓存',
      ]);
      await user.click(screen.getByRole('link', { name: '离线缓存' }));
      expect(router.location.pathname).toBe(routes.keptFilms.href());
    });

    it('offers no 离线缓存 where the page cannot keep films', async () => {
      await renderMine({ services: { keptFilms: null } });
      expect(screen.getByRole('link', { name: /^我的收藏/ })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '离线缓存' })).not.toBeInTheDocument();
    });

    it('shows how many favourites the visitor has on 我的收藏', async () => {
      const asked: string[] = [];
      await renderMine({
        handlers: [
          http.get('http://localhost/share-api/favorites/total', ({ request }) => {
            asked.push(new URL(request.url).searchParams.get('uuid') ?? '');
            return HttpResponse.json({ code: 200, msg: '', rescont: { total: 7 } });
          }),
        ],
      });
      expect(await screen.findByRole('link', { name: /^我的收藏\s*7$/ })).toBeInTheDocument();
      expect(asked).toEqual([visitorStorage().get(storageKeys.uuid)]);
    });

    it('shows no count while the total is unknown', async () => {
      await renderMine({
        handlers: [
          http.get('http://localhost/share-api/favorites/total', () =>
            HttpResponse.json({ code: 500, msg: '', rescont: null }, { status: 500 }),
          ),
        ],
      });
      expect(screen.getByRole('link', { name: '我的收藏' })).toBeInTheDocument();
    });

    it.each([
      { item: '意见反馈', dialog: '意见反馈' },
      { item: '系统公告', dialog: '系统公告' },
      { item: '设置', dialog: '设置' },
    ])('$item opens its dialog, and 关闭 closes it', async ({ item, dialog }) => {
      const { user } = await renderMine();
      await user.click(screen.getByRole('button', { name: item }));
      const opened = await screen.findByRole('dialog', { name: dialog });
      await user.click(within(opened).getByRole('button', { name: '关闭' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: dialog })).not.toBeInTheDocument(),
      );
    });
  });

  describe('settings', () => {
    /** A clear action, with a stored value for it to clear. */
    function clearCase<T>(action: string, done: string, key: StorageKey<T>, value: T) {
      return {
        action,
        done,
        seed: (storage: TypedStorage) => storage.set(key, value),
        read: (storage: TypedStorage) => storage.get(key),
        value,
        cleared: key.defaultValue,
      };
    }

    it.each([
      clearCase('清除搜索历史', '已清除搜索历史', storageKeys.listStr, '电影,综艺'),
      clearCase('清除观看历史', '已清除观看历史', storageKeys.history, [
        { id: 3, coverbase64: null, title: '看过的视频' },
      ]),
    ])('$action asks first; 取消 keeps it, 确定 clears it', async (entry) => {
      const storage = visitorStorage();
      entry.seed(storage);
      const { user } = await renderMine({ storage });
      await user.click(screen.getByRole('button', { name: '设置' }));
      const dialog = within(await screen.findByRole('dialog', { name: '设置' }));
      expect(dialog.getByText('0.0.0-test')).toBeInTheDocument();

      await user.click(dialog.getByRole('button', { name: entry.action }));
      await user.click(dialog.getByRole('button', { name: '取消' }));
      expect(entry.read(storage)).toEqual(entry.value);

      await user.click(dialog.getByRole('button', { name: entry.action }));
      await user.click(dialog.getByRole('button', { name: '确定' }));
      expect(entry.read(storage)).toEqual(entry.cleared);
      expect(await screen.findByText(entry.done)).toBeInTheDocument();
    });
  });

  describe('colour scheme', () => {
    it('follows the system until the visitor picks 深色 or 浅色, and the page switches at once', async () => {
      const storage = visitorStorage();
      const { user } = await renderMine({ storage });
      await user.click(screen.getByRole('button', { name: '设置' }));
      const dialog = within(await screen.findByRole('dialog', { name: '设置' }));
      const schemes = within(dialog.getByRole('radiogroup', { name: '深色模式' }));
      expect(schemes.getByRole('radio', { checked: true })).toHaveAccessibleName('跟随系统');
      expect(document.documentElement.dataset['colorScheme']).toBe('light');

      await user.click(schemes.getByRole('radio', { name: '深色' }));
      expect(storage.get(storageKeys.colorScheme)).toBe('dark');
      expect(document.documentElement.dataset['colorScheme']).toBe('dark');

      await user.click(schemes.getByRole('radio', { name: '浅色' }));
      expect(schemes.getByRole('radio', { checked: true })).toHaveAccessibleName('浅色');
      expect(document.documentElement.dataset['colorScheme']).toBe('light');
    });
  });

  describe('自动连播', () => {
    it('is on until the visitor turns it off, and the choice is kept', async () => {
      const storage = visitorStorage();
      const { user } = await renderMine({ storage });
      await user.click(screen.getByRole('button', { name: '设置' }));
      const dialog = within(await screen.findByRole('dialog', { name: '设置' }));
      const toggle = dialog.getByRole('switch', { name: '自动连播' });
      expect(toggle).toBeChecked();

      await user.click(toggle);
      expect(toggle).not.toBeChecked();
      expect(storage.get(storageKeys.autoplayNext)).toBe(false);
    });
  });

  describe('省流模式', () => {
    const openSettings = async (options: RenderAppOptions) => {
      const { user } = await renderMine(options);
      await user.click(screen.getByRole('button', { name: '设置' }));
      const dialog = within(await screen.findByRole('dialog', { name: '设置' }));
      return { user, toggle: dialog.getByRole('switch', { name: '省流模式' }) };
    };

    it('is off, and a tap turns it on for good', async () => {
      const storage = visitorStorage();
      const { user, toggle } = await openSettings({ storage });
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleDescription('低清晰度播放，不预加载');

      await user.click(toggle);
      expect(toggle).toBeChecked();
      expect(storage.get(storageKeys.dataSaver)).toBe('on');
    });

    it('follows the browser’s Save-Data, and a tap overrides it', async () => {
      const storage = visitorStorage();
      const network = fakeNetwork({ savesData: true });
      const { user, toggle } = await openSettings({ storage, services: { network } });
      expect(toggle).toBeChecked();

      await user.click(toggle);
      expect(toggle).not.toBeChecked();
      expect(storage.get(storageKeys.dataSaver)).toBe('off');
    });
  });

  describe('添加到主屏幕', () => {
    const openSettings = async (services: Partial<AppServices>) => {
      const { user } = await renderMine({ services });
      await user.click(screen.getByRole('button', { name: '设置' }));
      return { user, dialog: within(await screen.findByRole('dialog', { name: '设置' })) };
    };
    const offer = (way: InstallWay, accepted = true): InstallOffer => ({
      way: () => way,
      prompt: vi.fn(() => Promise.resolve(accepted)),
      subscribe: () => () => undefined,
    });

    it('shows the browser menu’s steps where the browser has no prompt', async () => {
      const { user, dialog } = await openSettings({ install: offer('menu') });
      const entry = dialog.getByRole('button', { name: '添加到主屏幕' });
      expect(entry).toHaveAttribute('aria-expanded', 'false');

      await user.click(entry);

      expect(entry).toHaveAttribute('aria-expanded', 'true');
      expect(dialog.getByText(/打开浏览器菜单/)).toBeInTheDocument();
    });

    it('shows iOS Safari’s steps on an iPhone', async () => {
      const { user, dialog } = await openSettings({ install: offer('ios') });
      await user.click(dialog.getByRole('button', { name: '添加到主屏幕' }));
      expect(dialog.getByText(/点底部的“分享”按钮/)).toBeInTheDocument();
    });

    it('opens the browser’s own prompt where it has one', async () => {
      const install = offer('prompt');
      const { user, dialog } = await openSettings({ install });
      await user.click(dialog.getByRole('button', { name: '添加到主屏幕' }));
      expect(install.prompt).toHaveBeenCalledOnce();
      expect(await screen.findByText('已添加到主屏幕')).toBeInTheDocument();
    });

    it('is not offered inside another page’s frame', async () => {
      vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
      onTestFinished(() => {
        vi.restoreAllMocks();
      });
      const { dialog } = await openSettings({ install: offer('prompt') });
      expect(dialog.queryByRole('button', { name: '添加到主屏幕' })).not.toBeInTheDocument();
    });

    it('is not offered once the app runs from the home screen', async () => {
      const { dialog } = await openSettings({ install: offer('installed') });
      expect(dialog.queryByRole('button', { name: '添加到主屏幕' })).not.toBeInTheDocument();
    });
  });

  describe('exchange-link ads', () => {
    it('shows the USER ads when ads are on and opens them outside', async () => {
      const { user, services } = await renderMine();
      const ads = within(await screen.findByRole('region', { name: '精选推荐' }));
      const banners = ads.getAllByRole('button', { name: /^广告/ });
      expect(banners.length).toBeGreaterThan(0);
      await user.click(banners[0]);
      expect(services.openExternal).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\//));
    });

    it('marks a tile opened, by the same 24-hour rule as check-in', async () => {
      const { user, services, storage } = await renderMine();
      const ads = within(await screen.findByRole('region', { name: '精选推荐' }));
      const [first] = ads.getAllByRole('button', { name: /^广告/ });
      const tile = () => first.parentElement;
      expect(tile()).not.toHaveAttribute('data-opened');

      await user.click(first);
      const [url] = vi.mocked(services.openExternal).mock.calls[0] ?? [];
      expect(storage.get(storageKeys.adLinkOpenings)).toEqual([[url, TEST_NOW]]);
      expect(tile()).toHaveAttribute('data-opened');
    });

    it('shows none when ads are off', async () => {
      await renderMine({ config: { isShowAd: false } });
      await screen.findByRole('button', { name: '签到' });
      expect(screen.queryByRole('region', { name: '精选推荐' })).not.toBeInTheDocument();
    });
  });
});
