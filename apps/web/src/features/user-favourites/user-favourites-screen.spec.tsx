import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  createReferenceApi,
  envelope,
  type FavouriteJson,
  type FavouriteUserJson,
  page,
  testConfig,
} from '@video/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { maskCode } from './mask-code';

// Each test renders the whole app: on a busy machine a screen can take seconds to appear.
configure({ asyncUtilTimeout: 4000 });

const reference = createReferenceApi();
const SHARE = 'http://localhost/share-api';

async function shareReply<T>(path: string): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await reference.fetch(
    new Request(`${SHARE}${path}${separator}site=${testConfig.site}`),
  );
  return ((await response.json()) as { rescont: T }).rescont;
}

const usersPage = (n: number) =>
  shareReply<{ data: FavouriteUserJson[]; total: number }>(`/favorites/user?page=${n}`);
const userVideos = async (uuid: string) =>
  (await shareReply<{ data: FavouriteJson[] }>(`/favorites/userVideos?id=${uuid}`)).data;

const serverError = () =>
  HttpResponse.json({ code: 500, msg: '服务器错误', rescont: null }, { status: 500 });

const userHeadings = () => screen.queryAllByRole('heading', { level: 2 });

describe('UserFavouritesScreen', { timeout: 20_000 }, () => {
  it('shows a loading state, then the first user with their favourites', async () => {
    renderApp({ route: '/favorites' });
    expect(await screen.findByRole('heading', { name: '看看' })).toBeInTheDocument();
    expect(screen.getByText('加载中...')).toBeInTheDocument();
    const { data } = await usersPage(1);
    const [first] = data;
    const slide = await screen.findByRole('region', { name: maskCode(first.uuid) });
    expect(within(slide).getByText(`${first.total}个收藏`)).toBeInTheDocument();
    const [favourite] = await userVideos(first.uuid);
    expect(await within(slide).findByRole('button', { name: favourite.title })).toBeInTheDocument();
  });

  it('masks the users’ codes', async () => {
    renderApp({ route: '/favorites' });
    const { data } = await usersPage(1);
    await screen.findByRole('region', { name: maskCode(data[0].uuid) });
    for (const heading of userHeadings())
      expect(heading.textContent).toMatch(/^\w{1,2}\*\*\*\w{0,2}$/);
    expect(screen.queryByText(data[0].uuid)).not.toBeInTheDocument();
  });

  it('loads users five at a time, the next five when the last is near', async () => {
    const { user } = renderApp({ route: '/favorites' });
    const { data, total } = await usersPage(1);
    await screen.findByRole('region', { name: maskCode(data[0].uuid) });
    expect(userHeadings()).toHaveLength(5);
    expect(screen.getByText(`1 / ${total}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '下一位' }));
    await user.click(screen.getByRole('button', { name: '下一位' }));
    expect(userHeadings()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: '下一位' }));
    expect(screen.getByText(`4 / ${total}`)).toBeInTheDocument();

    const next = await usersPage(2);
    await waitFor(() => expect(userHeadings()).toHaveLength(5 + next.data.length));
    expect(screen.getByRole('region', { name: maskCode(next.data[0].uuid) })).toBeInTheDocument();
  });

  it('shows five at a time from a plain list of every user, as the contract also allows', async () => {
    const everyone = Array.from({ length: 8 }, (_, index) => ({
      uuid: `visitor${index + 1}x`,
      total: index + 1,
    }));
    const { user } = renderApp({
      route: '/favorites',
      handlers: [http.get(`${SHARE}/favorites/user`, () => HttpResponse.json(envelope(everyone)))],
    });
    await screen.findByRole('region', { name: maskCode('visitor1x') });
    expect(userHeadings()).toHaveLength(5);
    expect(screen.getByText('1 / 8')).toBeInTheDocument();

    for (let tap = 0; tap < 3; tap += 1) {
      await user.click(screen.getByRole('button', { name: '下一位' }));
    }
    await waitFor(() => expect(userHeadings()).toHaveLength(8));
    expect(screen.getByRole('region', { name: maskCode('visitor8x') })).toBeInTheDocument();
  });

  it('loads the favourites of the user swiped to', async () => {
    const { user } = renderApp({ route: '/favorites' });
    const { data } = await usersPage(1);
    await screen.findByRole('region', { name: maskCode(data[0].uuid) });
    await user.click(screen.getByRole('button', { name: '下一位' }));
    const [favourite] = await userVideos(data[1].uuid);
    const slide = screen.getByRole('region', { name: maskCode(data[1].uuid) });
    expect(await within(slide).findByRole('button', { name: favourite.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '上一位' }));
    expect(screen.getByRole('button', { name: '上一位' })).toBeDisabled();
  });

  it('opens the player when a favourite is tapped', async () => {
    const { router, user } = renderApp({ route: '/favorites' });
    const { data } = await usersPage(1);
    const [favourite] = await userVideos(data[0].uuid);
    await user.click(await screen.findByRole('button', { name: favourite.title }));
    expect(router.location.pathname).toBe('/playVideo');
    expect(router.location.search).toBe(`?id=${favourite.id}`);
  });

  it('shows another visitor’s favourites only as the films they name: id, plain title, our covers', async () => {
    const { data } = await usersPage(1);
    const [first] = data;
    const posted = (id: number, imgUrl: string, title: string): FavouriteJson => ({
      id,
      imgUrl,
      imgType: 'jpeg',
      title,
      path: `javascript:alert(${id})`,
      created_at: '2026-01-01 00:00:00',
    });
    const hostile = [
      posted(1, `${SHARE}/share/check?id=1&visit=1`, '<img src=x onerror=alert(1)>'),
      posted(2, 'https://tracker.example/pixel.gif', `加微信\u202e看${'更多'.repeat(100)}`),
      posted(3, 'http://localhost/covers/video/3.jpg.enc', '第三部'),
    ];
    const loadImage = vi.fn(() => Promise.resolve('blob:cover'));
    const { router, user } = renderApp({
      route: '/favorites',
      services: { loadImage },
      handlers: [
        http.get(`${SHARE}/favorites/userVideos`, () => HttpResponse.json(envelope(page(hostile)))),
      ],
    });
    const slide = await screen.findByRole('region', { name: maskCode(first.uuid) });

    const card = await within(slide).findByRole('button', { name: '<img src=x onerror=alert(1)>' });
    expect(slide.querySelector('img[src="x"]')).toBeNull();
    const long = within(slide).getByRole('button', { name: /^加微信 看/ });
    expect([...(long.textContent ?? '')].length).toBeLessThanOrEqual(80);
    await within(slide).findByRole('button', { name: '第三部' });
    await waitFor(() => expect(loadImage).toHaveBeenCalled());
    const asked = loadImage.mock.calls.map(([image]: unknown[]) => (image as { url: string }).url);
    expect(asked).toEqual(['http://localhost/covers/video/3.jpg.enc']);
    expect(document.body.innerHTML).not.toContain('javascript:');

    await user.click(card);
    expect(router.location.pathname).toBe('/playVideo');
    expect(router.location.search).toBe('?id=1');
  });

  it('says so when no user has favourites', async () => {
    renderApp({
      route: '/favorites',
      handlers: [http.get(`${SHARE}/favorites/user`, () => HttpResponse.json(envelope(page([]))))],
    });
    expect(await screen.findByText('暂无添加收藏的用户')).toBeInTheDocument();
  });

  it('offers a retry when the users fail to load', async () => {
    const { user } = renderApp({
      route: '/favorites',
      handlers: [http.get(`${SHARE}/favorites/user`, serverError, { once: true })],
    });
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    const { data } = await usersPage(1);
    expect(await screen.findByRole('region', { name: maskCode(data[0].uuid) })).toBeInTheDocument();
  });

  it('offers a retry when a user’s favourites fail to load', async () => {
    const { data } = await usersPage(1);
    const { user } = renderApp({
      route: '/favorites',
      handlers: [http.get(`${SHARE}/favorites/userVideos`, serverError, { once: true })],
    });
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    const [favourite] = await userVideos(data[0].uuid);
    expect(await screen.findByRole('button', { name: favourite.title })).toBeInTheDocument();
  });
});
