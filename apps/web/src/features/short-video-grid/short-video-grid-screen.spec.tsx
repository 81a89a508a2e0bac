import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createReferenceApi, envelope, page, type VideoJson } from '@video/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { waitForSecondPage } from '../../testing/video-list';

// Each test renders the whole app: on a busy machine a screen can take seconds to appear.
configure({ asyncUtilTimeout: 4000 });

const reference = createReferenceApi();

async function shortVideos(): Promise<VideoJson[]> {
  const response = await reference.fetch(new Request('http://localhost/api/videosort/59?page=1'));
  const { data } = ((await response.json()) as { rescont: { data: VideoJson[] } }).rescont;
  return data.filter(({ title }) => !title.startsWith('★'));
}

const serverError = () =>
  HttpResponse.json({ code: 500, msg: '服务器错误', rescont: null }, { status: 500 });

describe('ShortVideoGridScreen', { timeout: 20_000 }, () => {
  it('shows a loading state, then the short videos in portrait cards', async () => {
    renderApp({ route: '/miin' });
    expect(await screen.findByRole('heading', { name: '短视频' })).toBeInTheDocument();
    expect(screen.getByText('加载中...')).toBeInTheDocument();
    const [first] = await shortVideos();
    const card = (await screen.findByRole('button', { name: first.title })).closest(
      'li, [role="listitem"]',
    );
    expect(card?.querySelector('[style*="aspect-ratio"]')).toHaveStyle({ aspectRatio: '3 / 4' });
  });

  it('opens the short-video feed at the tapped video', async () => {
    const { router, user } = renderApp({ route: '/miin' });
    const [, second] = await shortVideos();
    await user.click(await screen.findByRole('button', { name: second.title }));
    expect(router.location.pathname).toBe('/shortVideo');
    expect(router.location.search).toBe(`?id=${second.id}`);
  });

  it('loads more short videos when the end of the grid comes near', async () => {
    renderApp({ route: '/miin' });
    await screen.findByRole('button', { name: (await shortVideos())[0].title });
    await waitForSecondPage();
  });

  it('offers a retry when the short videos fail to load', async () => {
    const { user } = renderApp({
      route: '/miin',
      handlers: [http.get('http://localhost/api/videosort/59', serverError, { once: true })],
    });
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    const [first] = await shortVideos();
    expect(await screen.findByRole('button', { name: first.title })).toBeInTheDocument();
  });

  it('says so when there are no short videos', async () => {
    renderApp({
      route: '/miin',
      handlers: [
        http.get('http://localhost/api/videosort/59', () => HttpResponse.json(envelope(page([])))),
      ],
    });
    expect(await screen.findByText('暂无短视频')).toBeInTheDocument();
  });
});
