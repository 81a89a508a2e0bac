import { configure, act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createReferenceApi, envelope, page, type VideoJson } from '@video/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { waitForSecondPage } from '../../testing/video-list';

// Each test renders the whole app: on a busy machine a screen can take seconds to appear.
configure({ asyncUtilTimeout: 4000 });

const reference = createReferenceApi();

async function tagPage(tagId: number): Promise<{ data: VideoJson[]; total: number }> {
  const response = await reference.fetch(new Request(`http://localhost/api/videotopic/${tagId}`));
  return ((await response.json()) as { rescont: { data: VideoJson[]; total: number } }).rescont;
}

const firstShown = (videos: readonly VideoJson[]) =>
  videos.find(({ title }) => !title.startsWith('★'));

const serverError = () =>
  HttpResponse.json({ code: 500, msg: '服务器错误', rescont: null }, { status: 500 });

describe('ArtistDetailsScreen', { timeout: 20_000 }, () => {
  // jsdom lays nothing out: the Find tab strips' centring scroll has nothing to do.
  beforeAll(() => {
    Element.prototype.scrollTo = () => undefined;
  });

  it('shows a loading state, then the first page of the artist’s videos under the tag’s own name', async () => {
    renderApp({ route: `/artist-details?id=1&name=${encodeURIComponent('加微信领福利')}` });
    expect(await screen.findByRole('heading', { name: '艺人' })).toBeInTheDocument();
    expect(screen.getByText('加载中...')).toBeInTheDocument();
    const { data, total } = await tagPage(1);
    expect(
      await screen.findByRole('button', { name: firstShown(data)?.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(`共 ${total} 个视频`)).toBeInTheDocument();
    const tag = data.flatMap((video) => video.labls).find((label) => label.id === 1);
    expect(screen.getByRole('heading', { level: 1, name: tag?.name })).toBeInTheDocument();
    // The address's `name` is anyone's text: never on the page.
    expect(screen.queryByText('加微信领福利')).not.toBeInTheDocument();
  });

  it('loads the next page when the end of the grid comes near', async () => {
    renderApp({ route: '/artist-details?id=1&name=高清' });
    const { data, total } = await tagPage(1);
    expect(total).toBeGreaterThan(data.length);
    await waitForSecondPage(data.length);
  });

  it('names the screen 艺人 when the address has no name', async () => {
    renderApp({ route: '/artist-details?id=2' });
    expect(await screen.findByRole('heading', { name: '艺人' })).toBeInTheDocument();
  });

  it.each(['', '?id=', '?id=abc', '?id=0', '?id=-3', '?id=1e3', '?id=99999999999999999999'])(
    'shows a way back for the address %s',
    async (search) => {
      const { router, user } = renderApp({ route: `/artist-details${search}` });
      expect(await screen.findByText('没有找到这位艺人')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: '去发现看看' }));
      expect(router.location.pathname).toBe('/find/artist');
    },
  );

  it('goes back to Find when opened directly', async () => {
    const { router, user } = renderApp({ route: '/artist-details?id=1&name=高清' });
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(router.location.pathname).toBe('/find/artist');
  });

  it('goes back one step when there is somewhere to go back to', async () => {
    const { router, user } = renderApp({ route: '/find/artist' });
    act(() => router.navigate('/artist-details?id=1&name=高清'));
    await user.click(await screen.findByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.location.pathname).toBe('/find/artist'));
    expect(router.canGoBack()).toBe(false);
  });

  it('opens the player when a video is tapped', async () => {
    const { router, user } = renderApp({ route: '/artist-details?id=3&name=悬疑' });
    const video = firstShown((await tagPage(3)).data);
    await user.click(await screen.findByRole('button', { name: video?.title }));
    expect(router.location.pathname).toBe('/playVideo');
    expect(router.location.search).toBe(`?id=${video?.id}`);
  });

  it('offers a retry when the videos fail to load', async () => {
    const { user } = renderApp({
      route: '/artist-details?id=1&name=高清',
      handlers: [http.get('http://localhost/api/videotopic/1', serverError, { once: true })],
    });
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    const video = firstShown((await tagPage(1)).data);
    expect(await screen.findByRole('button', { name: video?.title })).toBeInTheDocument();
  });

  it('says so when the artist has no videos', async () => {
    renderApp({
      route: '/artist-details?id=1&name=高清',
      handlers: [
        http.get('http://localhost/api/videotopic/1', () => HttpResponse.json(envelope(page([])))),
      ],
    });
    expect(await screen.findByText('暂无作品')).toBeInTheDocument();
  });
});
