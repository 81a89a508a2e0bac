import { act, configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createVideoJson, envelope, page } from '@video/api-client/testing';
import { ALL_CATEGORY_ID } from '@video/domain';
import { renderApp } from '../../testing/render-app';
import { cardTitles, layOutRows, referenceCatalogue, view } from '../../testing/video-list';

const SEARCH = 'http://localhost/api/videosort/0';

/** What the reference server finds for `keyword`, newest first, starred titles left out. */
function matches(keyword: string): string[] {
  return referenceCatalogue
    .list(ALL_CATEGORY_ID, 'new', keyword)
    .map((video) => video.title)
    .filter((title) => !title.startsWith('★'));
}

async function showsCards(titles: readonly string[]) {
  await waitFor(() => expect(cardTitles()).toEqual(titles));
}

/** Records the search requests, then lets the reference server answer them. */
function recordRequests(into: URL[]) {
  return http.get(SEARCH, ({ request }) => {
    into.push(new URL(request.url));
  });
}

// The whole app loads behind MSW: waits get longer than the default second.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

describe('SearchListScreen', { timeout: 20_000 }, () => {
  beforeEach(layOutRows);
  afterEach(() => vi.restoreAllMocks());

  it('shows the keyword as title and the matching videos after loading', async () => {
    const requests: URL[] = [];
    renderApp({
      route: `/searchList?search=${encodeURIComponent('江南')}`,
      handlers: [recordRequests(requests)],
    });

    expect(await screen.findByText('加载中...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '江南' })).toBeInTheDocument();
    await showsCards(matches('江南'));
    expect(view().getByText('没有更多了')).toBeInTheDocument();
    expect(requests[0]?.searchParams.get('serach')).toBe('江南');
    expect(requests[0]?.searchParams.get('page')).toBe('1');
  });

  it('says 没有找到相关视频 when nothing matches', async () => {
    renderApp({ route: `/searchList?search=${encodeURIComponent('不存在的关键词')}` });

    expect(await screen.findByText('没有找到相关视频')).toBeInTheDocument();
  });

  it.each([['/searchList'], ['/searchList?search='], ['/searchList?search=%20%20']])(
    'shows the empty state without asking the server for %s',
    async (route) => {
      const requests: URL[] = [];
      renderApp({ route, handlers: [recordRequests(requests)] });

      expect(await screen.findByText('没有找到相关视频')).toBeInTheDocument();
      expect(requests).toHaveLength(0);
    },
  );

  it('hides starred titles', async () => {
    const videos = [
      createVideoJson({ id: 1, title: '★江南秘闻' }),
      createVideoJson({ id: 2, title: '江南小镇' }),
    ];
    renderApp({
      route: `/searchList?search=${encodeURIComponent('江南')}`,
      handlers: [http.get(SEARCH, () => HttpResponse.json(envelope(page(videos))))],
    });

    await showsCards(['江南小镇']);
    expect(screen.queryByText('★江南秘闻')).not.toBeInTheDocument();
  });

  it('offers a reload when the search fails, and loads it on tap', async () => {
    const { user } = renderApp({
      route: `/searchList?search=${encodeURIComponent('江南')}`,
      handlers: [
        http.get(
          SEARCH,
          () => HttpResponse.json(envelope(null, '服务器错误', 500), { status: 500 }),
          { once: true },
        ),
      ],
    });

    await user.click(await screen.findByRole('button', { name: '请求失败，点击重新加载' }));

    await showsCards(matches('江南'));
  });

  it('jumps pages with the slider, clearing the list and loading that page', async () => {
    const videos = Array.from({ length: 30 }, (_, index) =>
      createVideoJson({ id: index + 1, title: `山城故事${index + 1}` }),
    );
    const { user } = renderApp({
      route: `/searchList?search=${encodeURIComponent('山城')}`,
      handlers: [
        http.get(SEARCH, ({ request }) => {
          const pageNumber = Number(new URL(request.url).searchParams.get('page'));
          return HttpResponse.json(envelope(page(videos, { page: pageNumber })));
        }),
      ],
    });
    // Page 1 fills the screen short of its end, so page 2 follows by itself.
    await waitFor(() => expect(cardTitles()).toContain('山城故事13'));

    await user.click(screen.getByRole('button', { name: '下一页' }));

    await showsCards(videos.slice(24).map((video) => video.title));
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('opens a result in the player', async () => {
    const { user, router } = renderApp({
      route: `/searchList?search=${encodeURIComponent('江南')}`,
    });
    const [first] = matches('江南');
    await showsCards(matches('江南'));

    await user.click(view().getByRole('button', { name: first }));

    const id = referenceCatalogue
      .list(ALL_CATEGORY_ID, 'new')
      .find((video) => video.title === first)?.id;
    expect(`${router.location.pathname}${router.location.search}`).toBe(`/playVideo?id=${id}`);
  });

  it('starts over when shown again for another keyword', async () => {
    const { router } = renderApp({ route: `/searchList?search=${encodeURIComponent('江南')}` });
    await showsCards(matches('江南'));

    act(() => router.navigate('/search'));
    act(() => router.navigate(`/searchList?search=${encodeURIComponent('烟火')}`));

    expect(view().getByRole('heading', { name: '烟火' })).toBeInTheDocument();
    await showsCards(matches('烟火'));
  });
});
