import {
  act,
  type ByRoleMatcher,
  type ByRoleOptions,
  configure,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createCategoryJson, createVideoJson, envelope, page } from '@video/api-client/testing';
import type { SortOrder } from '@video/domain';
import { renderApp } from '../../testing/render-app';
import {
  cardTitles,
  layOutRows,
  listSize,
  referenceCatalogue,
  ROW_HEIGHT,
  view,
} from '../../testing/video-list';

const API = 'http://localhost/api';
/** The titles of a category as the reference server orders them. */
function titlesOf(typeId: number, orderby: SortOrder): string[] {
  return referenceCatalogue.list(typeId, orderby).map((video) => video.title);
}

/** An element of the visible view, waiting for it to render. */
function findInView(role: ByRoleMatcher, options?: ByRoleOptions) {
  return waitFor(() => view().getByRole(role, options));
}

async function showsCards(titles: readonly string[]) {
  await waitFor(() => expect(cardTitles().slice(0, titles.length)).toEqual(titles));
}

/** Waits until the list holds `count` videos (the virtualiser renders only some of them). */
async function holdsVideos(count: number) {
  await waitFor(() => expect(listSize()).toBe(count));
}

function currentUrl(router: ReturnType<typeof renderApp>['router']): string {
  return `${router.location.pathname}${router.location.search}`;
}

/** A category page answered by hand: `items` videos, the last page unless `next` is set. */
function videoPageHandler(videos: ReturnType<typeof createVideoJson>[], perPage = 12) {
  return http.get(`${API}/videosort/:type`, ({ request }) => {
    const pageNumber = Number(new URL(request.url).searchParams.get('page') ?? 1);
    return HttpResponse.json(envelope(page(videos, { page: pageNumber, perPage })));
  });
}

/** Records the list requests, then lets the reference server answer them. */
function recordRequests(into: URL[]) {
  return http.get(`${API}/videosort/:type`, ({ request }) => {
    into.push(new URL(request.url));
  });
}

// Role queries check every element's visibility, which is slow in jsdom; the whole app loads
// behind MSW, so waits get longer than the default second.
beforeAll(() => configure({ defaultHidden: true, asyncUtilTimeout: 5000 }));
afterAll(() => configure({ defaultHidden: false, asyncUtilTimeout: 1000 }));

describe('ListScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    layOutRows();
    window.sessionStorage.clear();
    // jsdom's elements cannot scroll; the category strip centres its active tab.
    Element.prototype.scrollTo ??= () => undefined;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
  });

  it('loads the category of the address, newest first, titled by its name', async () => {
    renderApp({ route: '/list?typeId=1' });

    expect(await screen.findByText('加载中...')).toBeInTheDocument();
    expect(await findInView('heading', { name: '电影' })).toBeInTheDocument();
    await showsCards(titlesOf(1, 'new').slice(0, 12));
    expect(view().getByRole('radio', { name: '最新' })).toBeChecked();
    expect(view().getByRole('tab', { name: '电影' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['letters', '/list?typeId=abc&orderby=oldest'],
    ['a negative id', '/list?typeId=-3'],
    ['a huge id', '/list?typeId=99999999999999999999'],
    ['nothing', '/list'],
  ])('falls back to all, newest, for %s in the address', async (_, route) => {
    const requests: URL[] = [];
    renderApp({ route, handlers: [recordRequests(requests)] });

    expect(await findInView('heading', { name: '全部' })).toBeInTheDocument();
    expect(view().getByRole('radio', { name: '最新' })).toBeChecked();
    await waitFor(() => expect(requests[0]?.pathname).toBe('/api/videosort/0'));
    expect(requests[0]?.searchParams.get('orderby')).toBe('new');
  });

  it('switches an id no category has to all, rewriting the address', async () => {
    const { router } = renderApp({ route: '/list?typeId=4242' });

    expect(await findInView('heading', { name: '全部' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/list?typeId=0&orderby=new'));
    expect(router.canGoBack()).toBe(false);
  });

  it('sorts by 最热 from page 1 and rewrites the address without a history entry', async () => {
    const { user, router } = renderApp({ route: '/list?typeId=1' });
    await showsCards(titlesOf(1, 'new').slice(0, 4));

    const scroll = vi.spyOn(window, 'scrollTo');
    await user.click(view().getByRole('radio', { name: '最热' }));

    expect(currentUrl(router)).toBe('/list?typeId=1&orderby=hot');
    expect(router.canGoBack()).toBe(false);
    // From the top, one pixel down: off the edge where a drag starts a pull-to-refresh.
    expect(scroll).toHaveBeenLastCalledWith({ top: 1 });
    await showsCards(titlesOf(1, 'hot').slice(0, 12));
  });

  it('changes category from the tabs, starting with 全部, without 59 and 60', async () => {
    const { user, router } = renderApp({ route: '/list?typeId=1&orderby=hot' });
    const tabs = within(await findInView('tablist', { name: '分类' }));
    await waitFor(() => expect(tabs.getAllByRole('tab')).toHaveLength(11));

    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '电影',
      '电视剧',
      '综艺',
      '动漫',
      '纪录片',
      '体育',
      '音乐',
      '搞笑',
      '美食',
      '旅行',
    ]);
    await user.click(tabs.getByRole('tab', { name: '综艺' }));

    expect(currentUrl(router)).toBe('/list?typeId=3&orderby=hot');
    expect(router.canGoBack()).toBe(false);
    expect(view().getByRole('heading', { name: '综艺' })).toBeInTheDocument();
    await showsCards(titlesOf(3, 'hot').slice(0, 12));
  });

  it('loads the next page near the end and says 没有更多了 after the last', async () => {
    renderApp({ route: '/list?typeId=1' });
    // Page 1 fills the screen short of its end, so page 2 follows by itself.
    await holdsVideos(24);

    act(() => {
      window.scrollY = 12 * ROW_HEIGHT;
      fireEvent.scroll(window);
    });

    expect(await waitFor(() => view().getByText('没有更多了'))).toBeInTheDocument();
    await holdsVideos(32);
  });

  it('hides starred titles', async () => {
    const videos = [
      createVideoJson({ id: 1, title: '★隐藏的视频' }),
      createVideoJson({ id: 2, title: '看得见的视频' }),
    ];
    renderApp({ route: '/list?typeId=1', handlers: [videoPageHandler(videos)] });

    await showsCards(['看得见的视频']);
    expect(screen.queryByText('★隐藏的视频')).not.toBeInTheDocument();
    expect(view().getByText('没有更多了')).toBeInTheDocument();
  });

  it('shows the empty state when the category has no videos', async () => {
    renderApp({ route: '/list?typeId=1', handlers: [videoPageHandler([])] });

    expect(await waitFor(() => view().getByText('暂无内容'))).toBeInTheDocument();
    expect(view().queryByText('没有更多了')).not.toBeInTheDocument();
  });

  it('offers a reload when a page fails, and loads it on tap', async () => {
    const { user } = renderApp({
      route: '/list?typeId=1',
      handlers: [
        http.get(
          `${API}/videosort/1`,
          () => HttpResponse.json(envelope(null, '服务器错误', 500), { status: 500 }),
          { once: true },
        ),
      ],
    });

    await user.click(await findInView('button', { name: '请求失败，点击重新加载' }));

    await showsCards(titlesOf(1, 'new').slice(0, 12));
  });

  it('jumps pages with the slider, clearing the list and loading that page', async () => {
    const requests: URL[] = [];
    const { user } = renderApp({ route: '/list?typeId=1', handlers: [recordRequests(requests)] });
    await holdsVideos(24);
    const scroll = vi.spyOn(window, 'scrollTo');

    await user.click(view().getByRole('button', { name: '下一页' }));

    expect(scroll).toHaveBeenLastCalledWith({ top: 1 });
    await showsCards(titlesOf(1, 'new').slice(24, 32));
    await holdsVideos(8);
    expect(requests.at(-1)?.searchParams.get('page')).toBe('3');
    expect(view().getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('shows 第{n}页 while the slider is dragged and loads the page on release', async () => {
    renderApp({ route: '/list?typeId=1' });
    const slider = await findInView('slider', { name: '选择页码' });

    fireEvent.change(slider, { target: { value: '3' } });
    expect(view().getByText('第3页')).toBeInTheDocument();
    fireEvent.pointerUp(slider);

    await showsCards(titlesOf(1, 'new').slice(24, 28));
    expect(view().queryByText('第3页')).not.toBeInTheDocument();
  });

  it('switches to list layout with ad banners before every fifth video', async () => {
    const { user } = renderApp({ route: '/list?typeId=1' });
    await showsCards(titlesOf(1, 'new').slice(0, 4));
    expect(view().queryByRole('button', { name: /^广告/ })).not.toBeInTheDocument();

    await user.click(view().getByRole('button', { name: '切换为列表' }));

    // Rows: an ad, five videos, an ad…
    const row = (index: number) => within(view().getAllByRole('listitem')[index] as HTMLElement);
    await waitFor(() => expect(row(0).getByRole('button', { name: /^广告/ })).toBeInTheDocument());
    expect(row(1).queryByRole('button', { name: /^广告/ })).not.toBeInTheDocument();
    expect(row(6).getByRole('button', { name: /^广告/ })).toBeInTheDocument();
    expect(view().getByRole('button', { name: '切换为网格' })).toBeInTheDocument();
  });

  it('shows no ads in list layout when ads are off', async () => {
    const { user } = renderApp({ route: '/list?typeId=1', session: { isShowAd: false } });
    await showsCards(titlesOf(1, 'new').slice(0, 4));

    await user.click(view().getByRole('button', { name: '切换为列表' }));

    await showsCards(titlesOf(1, 'new').slice(0, 4));
    expect(view().queryByRole('button', { name: /^广告/ })).not.toBeInTheDocument();
  });

  it('remembers the layout for the session', async () => {
    const first = renderApp({ route: '/list?typeId=1' });
    await first.user.click(await findInView('button', { name: '切换为列表' }));
    first.unmount();

    renderApp({ route: '/list?typeId=2' });

    expect(await findInView('button', { name: '切换为网格' })).toBeInTheDocument();
  });

  it('keeps a thousand videos to a small DOM', async () => {
    const videos = Array.from({ length: 1000 }, (_, index) =>
      createVideoJson({ id: index + 1, title: `视频${index + 1}` }),
    );
    renderApp({ route: '/list?typeId=1', handlers: [videoPageHandler(videos, 1000)] });

    await showsCards(['视频1', '视频2']);
    await holdsVideos(1000);
    expect(view().getAllByRole('listitem').length).toBeLessThan(40);
  });

  it('takes the first page and covers the arrival calls fetched while the app started', async () => {
    const requests: URL[] = [];
    const loadImage = vi.fn(() => Promise.resolve('blob:cover'));
    renderApp({
      route: '/list?typeId=1&orderby=hot',
      handlers: [recordRequests(requests)],
      services: { loadImage },
      arrival: true,
    });

    await showsCards(titlesOf(1, 'hot').slice(0, 4));
    // Page 1 once (the arrival calls'), then page 2 as the end of the first page shows.
    const pages = requests.map((url) => url.searchParams.get('page'));
    expect(pages.filter((page) => page === '1')).toHaveLength(1);
    expect(requests[0]?.searchParams.get('orderby')).toBe('hot');
    expect(loadImage).toHaveBeenCalled();
  });

  it('reloads page 1 on pull-to-refresh without a message', async () => {
    const requests: URL[] = [];
    const { services } = renderApp({
      route: '/list?typeId=1',
      handlers: [recordRequests(requests)],
    });
    await holdsVideos(24);
    const show = vi.spyOn(services.snackbar, 'show');
    const list = view().getByRole('list');

    fireEvent.touchStart(list, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(list, { touches: [{ clientY: 300 }] });
    expect(view().getByText('释放即可刷新...')).toBeInTheDocument();
    const scroll = vi.spyOn(window, 'scrollTo');
    fireEvent.touchEnd(list);

    await waitFor(() => expect(requests.at(-1)?.searchParams.get('page')).toBe('1'));
    await showsCards(titlesOf(1, 'new').slice(0, 12));
    await waitFor(() => expect(scroll).toHaveBeenLastCalledWith({ top: 1 }));
    expect(show).not.toHaveBeenCalled();
  });

  it('goes back home when opened directly, and opens search from the bar', async () => {
    const { user, router } = renderApp({ route: '/list?typeId=1' });

    await user.click(await findInView('button', { name: '搜索' }));
    expect(router.location.pathname).toBe('/search');

    act(() => router.navigate('/list?typeId=1'));
    await user.click(await findInView('button', { name: '返回' }));
    expect(router.location.pathname).not.toBe('/list');
  });

  it('names and selects the category a home block links by type id, numbered apart from its id', async () => {
    const categories = [
      createCategoryJson({ id: 101, type_id: 1, name: '电影' }),
      createCategoryJson({ id: 102, type_id: 2, name: '电视剧' }),
    ];
    renderApp({
      route: '/list?typeId=2',
      handlers: [http.get(`${API}/videosort`, () => HttpResponse.json(envelope(categories)))],
    });
    expect(await findInView('heading', { name: '电视剧' })).toBeInTheDocument();
    const tabs = within(await findInView('tablist', { name: '分类' }));
    expect(tabs.getByRole('tab', { name: '电视剧' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a video in the player', async () => {
    const { user, router } = renderApp({ route: '/list?typeId=1' });
    const [first] = referenceCatalogue.list(1, 'new');
    await showsCards([first.title]);

    await user.click(view().getByRole('button', { name: first.title }));

    expect(currentUrl(router)).toBe(`/playVideo?id=${first.id}`);
  });

  it('follows its address: another category from a link elsewhere, and back again', async () => {
    const { router } = renderApp({ route: '/list?typeId=1&orderby=hot' });
    await showsCards(titlesOf(1, 'hot').slice(0, 4));

    act(() => router.navigate('/search'));
    act(() => router.navigate('/list?typeId=2'));
    expect(await findInView('heading', { name: '电视剧' })).toBeInTheDocument();
    expect(view().getByRole('radio', { name: '最新' })).toBeChecked();
    await showsCards(titlesOf(2, 'new').slice(0, 4));

    await act(() => router.back());
    await act(() => router.back());
    expect(await findInView('heading', { name: '电影' })).toBeInTheDocument();
    expect(view().getByRole('radio', { name: '最热' })).toBeChecked();
    await showsCards(titlesOf(1, 'hot').slice(0, 4));
  });

  it('keeps its state when left and resumed, and starts over when opened from home', async () => {
    const requests: URL[] = [];
    const { user, router } = renderApp({ route: '/home', handlers: [recordRequests(requests)] });
    const icons = within(await screen.findByRole('navigation', { name: '分类', hidden: false }));
    await user.click(icons.getByRole('link', { name: '电影' }));
    await user.click(await findInView('radio', { name: '最热' }));
    await showsCards(titlesOf(1, 'hot').slice(0, 4));
    await holdsVideos(24);

    // Away and back: the same list, no new request.
    act(() => router.navigate('/search'));
    const made = requests.length;
    await act(() => router.back());
    expect(view().getByRole('radio', { name: '最热' })).toBeChecked();
    await showsCards(titlesOf(1, 'hot').slice(0, 4));
    expect(requests).toHaveLength(made);

    // From home again: the link's category, newest first.
    await user.click(view().getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    const homeIcons = within(
      await screen.findByRole('navigation', { name: '分类', hidden: false }),
    );
    await user.click(homeIcons.getByRole('link', { name: '电影' }));
    expect(view().getByRole('radio', { name: '最新' })).toBeChecked();
    await showsCards(titlesOf(1, 'new').slice(0, 4));
  });
});
