import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createFavouriteJson, type FavouriteJson, page } from '@video/api-client/testing';
import type { HistoryEntry } from '@video/domain';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { renderApp, type RenderAppOptions } from '../../testing/render-app';

const CODE = 'abc12345';
const API = 'http://localhost/api';

function historyEntries(count: number): HistoryEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    coverbase64: { url: `http://localhost/covers/video/${index + 1}.jpg.enc`, type: 'jpeg' },
    title: `看过的视频${index + 1}`,
  }));
}

/** The collect screen at `route` for a visitor with `history`, once its title shows. */
async function renderCollect(
  route: string,
  { history = [], ...options }: RenderAppOptions & { history?: readonly HistoryEntry[] } = {},
) {
  const storage = options.storage ?? createStorage({ adapter: memoryAdapter() });
  storage.set(storageKeys.uuid, CODE);
  storage.set(storageKeys.history, history);
  const view = renderApp({ ...options, route, storage });
  // The screen's chunk loads lazily: the first import of a cold or instrumented run is slow.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

/** How many cards the (virtualised) grid holds: every rendered item knows the set size. */
async function cardCount(): Promise<number> {
  const [first] = await screen.findAllByRole('listitem');
  return Number(first.getAttribute('aria-setsize'));
}

/**
 * A favourites server of `count` favourites that records the pages asked and the removals, and
 * answers the list with a server error while `failing` is set.
 */
function favouriteServer(count: number, { failing = false } = {}) {
  const state = { failing };
  let favourites: FavouriteJson[] = Array.from({ length: count }, (_, index) =>
    createFavouriteJson({ id: 100 + index, title: `收藏的视频${index + 1}` }),
  );
  const pages: URLSearchParams[] = [];
  const removals: unknown[] = [];
  const handlers = [
    http.get(`${API}/favorites`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      pages.push(params);
      if (state.failing) {
        return HttpResponse.json({ code: 500, msg: '', rescont: null }, { status: 500 });
      }
      const rescont = page(favourites, { page: Number(params.get('page')), baseUrl: request.url });
      return HttpResponse.json({ code: 200, msg: 'ok', rescont });
    }),
    http.post(`${API}/favorites/remove`, async ({ request }) => {
      const body = (await request.json()) as { id: number };
      removals.push(body);
      favourites = favourites.filter(({ id }) => id !== body.id);
      return HttpResponse.json({ code: 200, msg: 'ok', rescont: null });
    }),
  ];
  return { handlers, pages, removals, state };
}

/** A pull-to-refresh gesture on `target`, far enough to refresh. */
function pullDown(target: Element) {
  fireEvent.touchStart(target, { touches: [{ clientY: 0 }] });
  fireEvent.touchMove(target, { touches: [{ clientY: 300 }] });
  fireEvent.touchEnd(target, { touches: [] });
}

// Loads the lazy screen chunk before the first test's clock starts.
beforeAll(() => import('./my-videos-screen'));

describe('Collect screen', () => {
  describe('watch history', () => {
    it.each([
      { route: '/collectVideo?type=history' },
      { route: '/collectVideo?type=history&type=favorite' },
    ])('shows the history for $route', async ({ route }) => {
      await renderCollect(route, { history: historyEntries(2) });
      expect(screen.getByRole('heading', { name: '观看历史' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: '看过的视频1' })).toBeInTheDocument();
    });

    it.each([
      { route: '/collectVideo' },
      { route: '/collectVideo?type=' },
      { route: '/collectVideo?type=%E2%98%85&type=history' },
    ])('shows the favourites, not the history, for $route', async ({ route }) => {
      await renderCollect(route, { history: historyEntries(2) });
      expect(screen.getByRole('heading', { name: '我的收藏' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '观看历史' })).not.toBeInTheDocument();
    });

    it('shows the 30 latest at once, finished, without asking the server', async () => {
      const asked = vi.fn();
      await renderCollect('/collectVideo?type=history', {
        history: historyEntries(35),
        handlers: [http.get(`${API}/favorites`, asked)],
      });
      expect(await cardCount()).toBe(30);
      expect(screen.getByText('没有更多了')).toBeInTheDocument();
      expect(asked).not.toHaveBeenCalled();
    });

    it('removes an entry locally with its X', async () => {
      const { user, storage } = await renderCollect('/collectVideo?type=history', {
        history: historyEntries(3),
      });
      await user.click(await screen.findByRole('button', { name: '删除 看过的视频2' }));
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: '看过的视频2' })).not.toBeInTheDocument(),
      );
      expect(storage.get(storageKeys.history).map(({ id }) => id)).toEqual([1, 3]);
      expect(await cardCount()).toBe(2);
    });

    it('says 暂无观看历史 when there is none', async () => {
      await renderCollect('/collectVideo?type=history');
      expect(await screen.findByText('暂无观看历史')).toBeInTheDocument();
    });

    it('does nothing on pull-to-refresh', async () => {
      await renderCollect('/collectVideo?type=history', { history: historyEntries(2) });
      pullDown(await screen.findByRole('button', { name: '看过的视频1' }));
      expect(screen.queryByText('释放即可刷新...')).not.toBeInTheDocument();
      expect(screen.queryByText('刷新成功')).not.toBeInTheDocument();
    });

    it('shows how far each remembered video got', async () => {
      const storage = createStorage({ adapter: memoryAdapter() });
      storage.set(storageKeys.resumePositions, [
        ['1', 150, 600],
        ['2', 598, 600],
      ]);
      await renderCollect('/collectVideo?type=history', {
        history: historyEntries(3),
        storage,
      });

      expect(
        await screen.findByRole('button', { name: '看过的视频1' }),
      ).toHaveAccessibleDescription('还剩 7分钟');
      expect(screen.getByRole('button', { name: '看过的视频2' })).toHaveAccessibleDescription(
        '已看完',
      );
      expect(screen.getByRole('button', { name: '看过的视频3' })).not.toHaveAccessibleDescription();
    });

    it('opens the video in the player on a tap', async () => {
      const { user, router } = await renderCollect('/collectVideo?type=history', {
        history: historyEntries(2),
      });
      await user.click(await screen.findByRole('button', { name: '看过的视频2' }));
      expect(router.location.pathname).toBe('/playVideo');
      expect(router.location.search).toBe('?id=2');
    });
  });

  describe('back button', () => {
    it('goes to /mine when the grid was the first page opened', async () => {
      const { user, router } = await renderCollect('/collectVideo?type=history');
      await user.click(screen.getByRole('button', { name: '返回' }));
      expect(router.location.pathname).toBe('/mine');
    });

    it('goes one step back otherwise', async () => {
      const { user, router } = await renderCollect('/home');
      act(() => router.navigate('/collectVideo?type=history'));
      await user.click(await screen.findByRole('button', { name: '返回' }));
      await waitFor(() => expect(router.location.pathname).toBe('/home'));
    });
  });

  describe('favourites', () => {
    it('pages the visitor’s favourites from the server until the end', async () => {
      const server = favouriteServer(20);
      await renderCollect('/collectVideo?type=favorite', { handlers: server.handlers });
      expect(screen.getByRole('heading', { name: '我的收藏' })).toBeInTheDocument();
      expect(await screen.findByText('没有更多了')).toBeInTheDocument();
      expect(await cardCount()).toBe(20);
      expect(server.pages.map((params) => Object.fromEntries(params))).toEqual([
        { uuid: CODE, site: 'demo', page: '1' },
        { uuid: CODE, site: 'demo', page: '2' },
      ]);
    });

    it('removes a favourite on the server with 取消收藏成功!', async () => {
      const server = favouriteServer(3);
      const { user } = await renderCollect('/collectVideo?type=favorite', {
        handlers: server.handlers,
      });
      await user.click(await screen.findByRole('button', { name: '删除 收藏的视频2' }));
      expect(await screen.findByText('取消收藏成功!')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '收藏的视频2' })).not.toBeInTheDocument();
      expect(server.removals).toEqual([{ id: 101, uuid: CODE, site: 'demo' }]);
    });

    it('takes the card away at once, and asks for the pages again once the server agreed', async () => {
      const server = favouriteServer(3);
      let agree: (() => void) | undefined;
      const agreed = new Promise<void>((resolve) => {
        agree = resolve;
      });
      const { user } = await renderCollect('/collectVideo?type=favorite', {
        handlers: [
          http.post(`${API}/favorites/remove`, async () => {
            await agreed;
          }),
          ...server.handlers,
        ],
      });
      await user.click(await screen.findByRole('button', { name: '删除 收藏的视频2' }));

      await waitFor(() =>
        expect(screen.queryByRole('button', { name: '收藏的视频2' })).not.toBeInTheDocument(),
      );
      expect(server.pages.map((params) => params.get('page'))).toEqual(['1']);

      agree?.();
      expect(await screen.findByText('取消收藏成功!')).toBeInTheDocument();
      await waitFor(() =>
        expect(server.pages.map((params) => params.get('page'))).toEqual(['1', '1']),
      );
      expect(await cardCount()).toBe(2);
    });

    it('removes once on a double tap', async () => {
      const server = favouriteServer(3);
      const { user } = await renderCollect('/collectVideo?type=favorite', {
        handlers: server.handlers,
      });
      await user.dblClick(await screen.findByRole('button', { name: '删除 收藏的视频1' }));
      expect(await screen.findByText('取消收藏成功!')).toBeInTheDocument();
      expect(server.removals).toHaveLength(1);
    });

    it('keeps a favourite whose removal failed, and says so', async () => {
      const server = favouriteServer(3);
      const { user } = await renderCollect('/collectVideo?type=favorite', {
        handlers: [
          http.post(`${API}/favorites/remove`, () =>
            HttpResponse.json({ code: 500, msg: '服务器错误', rescont: null }, { status: 500 }),
          ),
          ...server.handlers,
        ],
      });
      await user.click(await screen.findByRole('button', { name: '删除 收藏的视频1' }));
      expect(await screen.findByText('网络错误，请稍后重试')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '收藏的视频1' })).toBeInTheDocument();
    });

    it('reloads page 1 on pull-to-refresh with 刷新成功', async () => {
      const server = favouriteServer(3);
      await renderCollect('/collectVideo?type=favorite', { handlers: server.handlers });
      pullDown(await screen.findByRole('button', { name: '收藏的视频1' }));
      expect(await screen.findByText('刷新成功')).toBeInTheDocument();
      expect(server.pages.map((params) => params.get('page'))).toEqual(['1', '1']);
    });

    it('shows the refreshed favourites from scroll top 1, as lists do after a pull', async () => {
      const server = favouriteServer(3);
      await renderCollect('/collectVideo?type=favorite', { handlers: server.handlers });
      const card = await screen.findByRole('button', { name: '收藏的视频1' });
      const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      pullDown(card);
      expect(await screen.findByText('刷新成功')).toBeInTheDocument();
      // From the top, one pixel down: off the edge where the next drag starts another pull.
      await waitFor(() => expect(scroll).toHaveBeenLastCalledWith({ top: 1 }));
      scroll.mockRestore();
    });

    it('tells a failed refresh and keeps the favourites', async () => {
      const server = favouriteServer(3);
      await renderCollect('/collectVideo?type=favorite', { handlers: server.handlers });
      const card = await screen.findByRole('button', { name: '收藏的视频1' });
      server.state.failing = true;
      pullDown(card);
      expect(await screen.findByText('网络错误，请稍后重试')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '收藏的视频1' })).toBeInTheDocument();
    });

    it('says 暂无收藏 for a visitor without favourites', async () => {
      await renderCollect('/collectVideo?type=favorite');
      expect(await screen.findByText('暂无收藏')).toBeInTheDocument();
    });

    it('offers a reload after a failed load, which then shows them', async () => {
      const server = favouriteServer(2, { failing: true });
      const { user } = await renderCollect('/collectVideo?type=favorite', {
        handlers: server.handlers,
      });
      const retry = await screen.findByRole('button', { name: '请求失败，点击重新加载' });
      server.state.failing = false;
      await user.click(retry);
      expect(await screen.findByRole('button', { name: '收藏的视频2' })).toBeInTheDocument();
    });
  });
});
