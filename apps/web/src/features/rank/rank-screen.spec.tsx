import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createReferenceApi, envelope, page, type VideoJson } from '@video/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { waitForSecondPage } from '../../testing/video-list';

// Each test renders the whole app: on a busy machine a screen can take seconds to appear.
configure({ asyncUtilTimeout: 4000 });

const reference = createReferenceApi();

/** What the reference server answers for `path`, to compare the screen with. */
async function referenceReply<T>(path: string): Promise<T> {
  const response = await reference.fetch(new Request(`http://localhost${path}`));
  return ((await response.json()) as { rescont: T }).rescont;
}

function shownTitles(videos: readonly VideoJson[]): string[] {
  return videos.map(({ title }) => title).filter((title) => !title.startsWith('★'));
}

async function firstRankedTitle(path: string): Promise<string> {
  const reply = await referenceReply<VideoJson[] | { data: VideoJson[] }>(path);
  return shownTitles(Array.isArray(reply) ? reply : reply.data)[0];
}

const serverError = () =>
  HttpResponse.json({ code: 500, msg: '服务器错误', rescont: null }, { status: 500 });

/** The ranking row of the video titled `title` (its button holds the title alone). */
async function rowOf(title: string): Promise<HTMLElement> {
  const row = (await screen.findByRole('button', { name: title })).closest<HTMLElement>(
    'li, [role="listitem"]',
  );
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

describe('RankScreen', { timeout: 20_000 }, () => {
  // jsdom lays nothing out: the category strip's centring scroll has nothing to do.
  beforeAll(() => {
    Element.prototype.scrollTo = () => undefined;
  });

  it('shows the title and a loading state, then the ranking of all categories', async () => {
    renderApp({ route: '/rank' });
    expect(await screen.findByRole('heading', { name: '排行榜' })).toBeInTheDocument();
    expect(screen.getByText('加载中...')).toBeInTheDocument();
    const first = await firstRankedTitle('/api/rank?type=0&page=1');
    expect(await screen.findByRole('button', { name: first })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '热门排行' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([1, 2, 3])('shows a medal for place %i', async (place) => {
    renderApp({ route: '/rank' });
    const badge = await screen.findByRole('img', { name: `第${place}名` });
    expect(badge.querySelector('svg')).not.toBeNull();
  });

  it.each([4, 5, 9])('shows the plain number for place %i', async (place) => {
    renderApp({ route: '/rank' });
    const badge = await screen.findByRole('img', { name: `第${place}名` });
    expect(badge.querySelector('svg')).toBeNull();
    expect(badge).toHaveTextContent(String(place));
  });

  it('ranks another category when its tab is chosen', async () => {
    const { user } = renderApp({ route: '/rank' });
    const movies = await screen.findByRole('tab', { name: '电影' });
    await user.click(movies);
    expect(movies).toHaveAttribute('aria-selected', 'true');
    const first = await firstRankedTitle('/api/rank?type=1&page=1');
    expect(await screen.findByRole('button', { name: first })).toBeInTheDocument();
  });

  it('leaves short and share videos out of the category strip', async () => {
    renderApp({ route: '/rank' });
    const strip = await screen.findByRole('tablist', { name: '分类' });
    await within(strip).findByRole('tab', { name: '电影' });
    expect(within(strip).queryByRole('tab', { name: '短视频' })).not.toBeInTheDocument();
    expect(within(strip).queryByRole('tab', { name: '分享视频' })).not.toBeInTheDocument();
  });

  it('loads the next page when the end of the list comes near', async () => {
    renderApp({ route: '/rank' });
    await screen.findByRole('img', { name: '第1名' });
    await waitForSecondPage();
  });

  it('switches the pageview ranking between day, week and month', async () => {
    const { user } = renderApp({ route: '/rank' });
    await user.click(await screen.findByRole('tab', { name: '播放排行' }));
    expect(screen.getByRole('tab', { name: '日榜' })).toHaveAttribute('aria-selected', 'true');
    const day = await referenceReply<VideoJson[]>('/api/rank/pageviews/day');
    const week = await referenceReply<VideoJson[]>('/api/rank/pageviews/week');
    // A video near the top whose place differs between the two periods.
    const moved = week
      .slice(0, 8)
      .find(({ id, rank }) => day.find((v) => v.id === id)?.rank !== rank);
    const dayPlace = day.find(({ id }) => id === moved?.id)?.rank;
    const row = await rowOf(day[0].title);
    expect(within(row).getByRole('img', { name: '第1名' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '周榜' }));
    expect(screen.getByRole('tab', { name: '周榜' })).toHaveAttribute('aria-selected', 'true');
    const movedRow = await rowOf(moved?.title ?? '');
    expect(within(movedRow).getByRole('img', { name: `第${moved?.rank}名` })).toBeInTheDocument();
    expect(moved?.rank).not.toBe(dayPlace);
  });

  it('opens the player when a ranked video is tapped', async () => {
    const { user, router } = renderApp({ route: '/rank' });
    const reply = await referenceReply<{ data: VideoJson[] }>('/api/rank?type=0&page=1');
    const video = reply.data.find(({ title }) => !title.startsWith('★'));
    await user.click(await screen.findByRole('button', { name: video?.title }));
    expect(router.location.pathname).toBe('/playVideo');
    expect(router.location.search).toBe(`?id=${video?.id}`);
  });

  it('offers a retry when the ranking fails', async () => {
    const { user } = renderApp({
      route: '/rank',
      handlers: [http.get('http://localhost/api/rank', serverError, { once: true })],
    });
    expect(await screen.findByText('网络错误，请稍后重试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('img', { name: '第1名' })).toBeInTheDocument();
  });

  it('takes an HTTP 200 whose body says code 500 as the failure it is: a retry, and one report', async () => {
    const { user, services } = renderApp({
      route: '/rank',
      handlers: [
        http.get(
          'http://localhost/api/rank',
          () => HttpResponse.json({ code: 500, msg: '服务器错误', rescont: [] }),
          { once: true },
        ),
      ],
    });
    expect(await screen.findByText('网络错误，请稍后重试')).toBeInTheDocument();
    expect(services.reportError).toHaveBeenCalledWith({
      kind: 'api',
      name: 'getRanking',
      status: 500,
      message: 'network',
    });
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('img', { name: '第1名' })).toBeInTheDocument();
    expect(services.reportError).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the pageview ranking fails', async () => {
    const { user } = renderApp({
      route: '/rank',
      handlers: [http.get('http://localhost/api/rank/pageviews/day', serverError, { once: true })],
    });
    await user.click(await screen.findByRole('tab', { name: '播放排行' }));
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('img', { name: '第1名' })).toBeInTheDocument();
  });

  it('says so when a ranking is empty', async () => {
    renderApp({
      route: '/rank',
      handlers: [
        http.get('http://localhost/api/rank', () => HttpResponse.json(envelope(page([])))),
      ],
    });
    expect(await screen.findByText('暂无排行')).toBeInTheDocument();
  });
});
