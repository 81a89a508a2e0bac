import {
  type BoundFunctions,
  configure,
  type queries,
  screen,
  within,
} from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  createAdJson,
  createCatalogue,
  createVideoJson,
  envelope,
} from '@video/api-client/testing';
import { encodeShareId, shuffle } from '@video/domain';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { renderApp } from '../../testing/render-app';

const API = 'http://localhost/api';
const catalogue = createCatalogue();
const titleOf = (id: number) => catalogue.videos.find((video) => video.id === id)?.title ?? '';
const idOf = (title: string) => catalogue.videos.find((video) => video.title === title)?.id;

// Role queries check every element's visibility, which takes seconds on a full feed in jsdom;
// the whole app loads behind MSW, so waits get longer than the default second.
beforeAll(() => configure({ defaultHidden: true, asyncUtilTimeout: 5000 }));
afterAll(() => configure({ defaultHidden: false, asyncUtilTimeout: 1000 }));

const failure = () => HttpResponse.json(envelope(null, '服务器错误', 500), { status: 500 });
const failOnce = (path: string) => http.get(`${API}${path}`, failure, { once: true });

async function block(name: string) {
  return within(await screen.findByRole('region', { name }));
}

/** The titles of the cards a block shows, in order. */
function cardTitles(region: BoundFunctions<typeof queries>): string[] {
  return region
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[id$="-title"]')?.textContent ?? '');
}

describe('HomeScreen', { timeout: 20_000 }, () => {
  it('shows loading placeholders, then every block of the feed', async () => {
    renderApp({ route: '/home' });

    expect(await screen.findByRole('heading', { name: '首页', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('加载中...').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: '推荐' })).not.toBeInTheDocument();

    const recommended = await block('推荐');
    expect(cardTitles(recommended)).toHaveLength(4);
    for (const name of ['电影', '电视剧', '综艺', '旅行', '分享解锁']) {
      expect(cardTitles(await block(name))).toHaveLength(4);
    }
    expect(screen.queryByText('加载中...')).not.toBeInTheDocument();
  });

  it('links the search bar, seven category icons and 全部', async () => {
    renderApp({ route: '/home' });

    expect(await screen.findByRole('link', { name: '搜索视频、标签' })).toHaveAttribute(
      'href',
      '/search',
    );
    const icons = within(await screen.findByRole('navigation', { name: '分类' }));
    const links = icons.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '电影',
      '电视剧',
      '综艺',
      '动漫',
      '纪录片',
      '体育',
      '音乐',
      '全部',
    ]);
    expect(links[0]).toHaveAttribute('href', '/list?typeId=1');
    expect(links[7]).toHaveAttribute('href', '/list?typeId=0');
  });

  it('opens a category list marked as coming from home', async () => {
    const { user, router } = renderApp({ route: '/home' });
    const icons = within(await screen.findByRole('navigation', { name: '分类' }));

    await user.click(icons.getByRole('link', { name: '综艺' }));

    expect(router.location.pathname).toBe('/list');
    expect(router.location.search).toBe('?typeId=3');
    expect(router.location.state).toEqual({ from: 'home' });
  });

  it('changes the recommended batch three times, then reshuffles', async () => {
    // The tap rule reads the page's monotonic clock: each tap comes a second after the last.
    vi.useFakeTimers({ toFake: ['performance'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const random = () => 0;
    const { user } = renderApp({ route: '/home', services: { random } });
    const recommended = await block('推荐');
    const all = catalogue.recommendedIds.map(titleOf);

    expect(cardTitles(recommended)).toEqual(all.slice(0, 4));
    await user.click(recommended.getByRole('button', { name: '换一批' }));
    expect(cardTitles(recommended)).toEqual(all.slice(4, 8));
    vi.advanceTimersByTime(1000);
    await user.click(recommended.getByRole('button', { name: '换一批' }));
    expect(cardTitles(recommended)).toEqual(all.slice(8, 12));
    vi.advanceTimersByTime(1000);
    await user.click(recommended.getByRole('button', { name: '换一批' }));
    expect(cardTitles(recommended)).toEqual(shuffle(all, random).slice(0, 4));
  });

  it('steps once for two taps on 换一批 400 ms apart, and again for a tap 1000 ms after the first', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { user } = renderApp({ route: '/home' });
    const recommended = await block('推荐');
    const all = catalogue.recommendedIds.map(titleOf);
    const change = recommended.getByRole('button', { name: '换一批' });

    await user.click(change);
    vi.advanceTimersByTime(400);
    await user.click(change);
    expect(cardTitles(recommended)).toEqual(all.slice(4, 8));
    vi.advanceTimersByTime(600);
    await user.click(change);
    expect(cardTitles(recommended)).toEqual(all.slice(8, 12));
  });

  it('hides starred titles and offers no other batch when four or fewer remain', async () => {
    const videos = [
      createVideoJson({ id: 1, title: '★不该出现' }),
      ...[2, 3, 4, 5].map((id) => createVideoJson({ id, title: `推荐视频${id}` })),
    ];
    renderApp({
      route: '/home',
      handlers: [http.get(`${API}/videorecommand`, () => HttpResponse.json(envelope(videos)))],
    });
    const recommended = await block('推荐');

    expect(cardTitles(recommended)).toEqual(['推荐视频2', '推荐视频3', '推荐视频4', '推荐视频5']);
    expect(screen.queryByText('★不该出现')).not.toBeInTheDocument();
    expect(recommended.queryByRole('button', { name: '换一批' })).not.toBeInTheDocument();
  });

  it('links each category block to its list and opens a card in the player', async () => {
    const { user, router } = renderApp({ route: '/home' });
    const movies = await block('电影');

    expect(movies.getByRole('link', { name: '更多电影' })).toHaveAttribute(
      'href',
      '/list?typeId=1',
    );
    const [first] = cardTitles(movies);
    await user.click(movies.getByRole('button', { name: first }));
    expect(`${router.location.pathname}${router.location.search}`).toBe(
      `/playVideo?id=${idOf(first ?? '')}`,
    );
  });

  it('ends with 分享解锁, whose 更多 and cards open the share player', async () => {
    const { user, router } = renderApp({ route: '/home' });
    const share = await block('分享解锁');
    const titles = cardTitles(share);
    const firstId = idOf(titles[0] ?? '') ?? 0;

    expect(share.getByRole('link', { name: '更多分享解锁' })).toHaveAttribute(
      'href',
      `/playVideoShare?id=${encodeShareId(firstId)}`,
    );
    await user.click(share.getByRole('button', { name: titles[1] }));
    expect(router.location.pathname).toBe('/playVideoShare');
    expect(router.location.search).toBe(`?id=${encodeShareId(idOf(titles[1] ?? '') ?? 0)}`);
  });

  it('shows the banners of the chosen tag and remembers the tag', async () => {
    const bannerOf = (tag: string) => [
      createAdJson({ id: 5000 + Number(tag), title: `横幅${tag}` }),
    ];
    const { user, storage, services } = renderApp({
      route: '/home',
      handlers: [
        http.get(`${API}/adinfo/BANNER/:tag`, ({ params }) =>
          HttpResponse.json(envelope(bannerOf(String(params.tag)))),
        ),
      ],
    });
    const carousel = within(await screen.findByRole('region', { name: '广告轮播' }));
    const tags = within(await screen.findByRole('list', { name: '广告分类' }));

    expect(tags.getByRole('button', { name: '推荐' })).toHaveAttribute('aria-pressed', 'true');
    expect(await carousel.findByRole('button', { name: '广告 横幅1' })).toBeInTheDocument();

    await user.click(tags.getByRole('button', { name: '福利' }));
    expect(tags.getByRole('button', { name: '福利' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(await carousel.findByRole('button', { name: '广告 横幅3' }));
    expect(storage.get(storageKeys.bannerType)).toBe('3');
    expect(services.openExternal).toHaveBeenCalledWith('https://example.com/ad/5003');
  });

  it('shows every banner of the tag at once, each opening its own link', async () => {
    const banners = [1, 2].map((n) => createAdJson({ id: 6000 + n, title: `轮播${n}` }));
    const { user, services } = renderApp({
      route: '/home',
      handlers: [http.get(`${API}/adinfo/BANNER/:tag`, () => HttpResponse.json(envelope(banners)))],
    });
    const carousel = within(await screen.findByRole('region', { name: '广告轮播' }));
    expect(await carousel.findByRole('button', { name: '广告 轮播1' })).toBeInTheDocument();

    await user.click(carousel.getByRole('button', { name: '广告 轮播2' }));
    expect(services.openExternal).toHaveBeenCalledWith('https://example.com/ad/6002');
  });

  describe('继续观看', () => {
    const watched = (id: number) => ({ id, coverbase64: null, title: `看到一半的${id}` });

    function renderWatched() {
      const storage = createStorage({ adapter: memoryAdapter() });
      storage.set(storageKeys.history, [watched(1), watched(2), watched(3)]);
      storage.set(storageKeys.resumePositions, [
        ['1', 300, 600],
        ['2', 2, 600],
        ['3', 60, 1200],
      ]);
      return renderApp({ route: '/home', storage });
    }

    it('offers the unfinished videos, the last played first, with the time left', async () => {
      renderWatched();
      const row = await block('继续观看');

      expect(cardTitles(row)).toEqual(['看到一半的3', '看到一半的1']);
      expect(row.getByRole('button', { name: '看到一半的1' })).toHaveAccessibleDescription(
        '还剩 5分钟',
      );
    });

    it('plays a video from its card (the player resumes where it stopped)', async () => {
      const { user, router } = renderWatched();
      const row = await block('继续观看');

      await user.click(row.getByRole('button', { name: '看到一半的1' }));

      expect(router.location.pathname).toBe('/playVideo');
      expect(router.location.search).toBe('?id=1');
    });

    it('forgets a video’s position with ×, and the row goes with the last one', async () => {
      const { user, storage } = renderWatched();
      const row = await block('继续观看');

      await user.click(row.getByRole('button', { name: '删除 看到一半的3' }));
      expect(cardTitles(row)).toEqual(['看到一半的1']);
      expect(storage.get(storageKeys.history)).toHaveLength(3);

      await user.click(row.getByRole('button', { name: '删除 看到一半的1' }));
      expect(screen.queryByRole('region', { name: '继续观看' })).not.toBeInTheDocument();
    });

    it('is not there for a visitor with nothing unfinished', async () => {
      renderApp({ route: '/home' });
      await block('推荐');
      expect(screen.queryByRole('region', { name: '继续观看' })).not.toBeInTheDocument();
    });
  });

  it('starts with the stored banner tag', async () => {
    const storage = createStorage({ adapter: memoryAdapter() });
    storage.set(storageKeys.bannerType, '2');
    renderApp({ route: '/home', storage });
    const tags = within(await screen.findByRole('list', { name: '广告分类' }));

    expect(tags.getByRole('button', { name: '热门' })).toHaveAttribute('aria-pressed', 'true');
    expect(tags.getByRole('button', { name: '推荐' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('expands the tag strip and collapses it again', async () => {
    const { user } = renderApp({ route: '/home' });
    const expand = await screen.findByRole('button', { name: '展开分类' });

    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(screen.getByRole('button', { name: '收起分类' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: '收起分类' }));
    expect(screen.getByRole('button', { name: '展开分类' })).toBeInTheDocument();
  });

  it('puts ad banners between the category blocks when ads are on', async () => {
    renderApp({ route: '/home' });
    await block('旅行');
    const carousel = screen.getByRole('region', { name: '广告轮播' });
    const feedAds = screen
      .getAllByRole('button', { name: /^广告/ })
      .filter((ad) => !carousel.contains(ad));

    expect(feedAds).toHaveLength(4);
  });

  it('shows no carousel, no banner tags and no ad blocks when ads are off', async () => {
    const tagsAsked = vi.fn();
    renderApp({
      route: '/home',
      session: { isShowAd: false },
      handlers: [http.get('http://localhost/api/adsort', tagsAsked)],
    });
    await block('旅行');

    expect(screen.queryByRole('region', { name: '广告轮播' })).not.toBeInTheDocument();
    // The tags only choose banners: the strip is gone and its call is never made.
    expect(screen.queryByRole('list', { name: '广告分类' })).not.toBeInTheDocument();
    expect(tagsAsked).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^广告/ })).not.toBeInTheDocument();
  });

  it('shows one message when the whole feed failed, and loads it on retry', async () => {
    const { user } = renderApp({
      route: '/home',
      handlers: [failOnce('/videorecommand'), failOnce('/videoindex'), failOnce('/videosort/60')],
    });

    expect(await screen.findByText('网络错误，请稍后重试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新加载' }));

    expect(await block('推荐')).toBeTruthy();
    expect(await block('电影')).toBeTruthy();
    expect(await block('分享解锁')).toBeTruthy();
  });

  it('shows a failed block in place, the others loaded, and retries it', async () => {
    const { user } = renderApp({ route: '/home', handlers: [failOnce('/videorecommand')] });

    await block('电影');
    expect(screen.getByText('网络错误，请稍后重试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新加载' }));

    expect(cardTitles(await block('推荐'))).toHaveLength(4);
    expect(screen.queryByText('网络错误，请稍后重试')).not.toBeInTheDocument();
  });

  it('neither moves focus nor scrolls on its own', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderApp({ route: '/home' });
    const recommended = await block('推荐');
    scrollTo.mockClear();

    await user.click(recommended.getByRole('button', { name: '换一批' }));
    await user.click(screen.getByRole('button', { name: '展开分类' }));

    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '搜索视频、标签' })).not.toHaveFocus();
  });
});
