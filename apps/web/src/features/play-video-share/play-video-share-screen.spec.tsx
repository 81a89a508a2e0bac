import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { createCatalogue, envelope, testConfig } from '@video/api-client/testing';
import {
  encodeShareId,
  SHARE_VIDEO_TYPE,
  TAP_THROTTLE_MS,
  UNLOCK_REDIRECT_MS,
} from '@video/domain';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { renderApp } from '../../testing/render-app';
import { pageLocation } from './page-location';

const SHARE_CHECK = 'http://localhost/share-api/share/check';
const VISITOR = 'visitor001';
const catalogue = createCatalogue();
const seeded = new Set(catalogue.shareVisitSeeds.map((seed) => seed.videoId));
/** The share list's order: newest first, ★ titles hidden. */
const shareVideos = catalogue.videos
  .filter((video) => video.typeId === SHARE_VIDEO_TYPE && !video.title.startsWith('★'))
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const [video, other] = shareVideos.filter((shareVideo) => !seeded.has(shareVideo.id));
if (!video || !other) throw new Error('the catalogue has too few share videos');
const route = (id: number | string = video.id) =>
  `/playVideoShare?id=${typeof id === 'number' ? encodeShareId(id) : id}`;
const link = (id: number) => `http://share.localhost/playVideoShare?id=${encodeShareId(id)}`;

function visitorStorage(shareVideos: readonly string[] = []) {
  const storage = createStorage({ adapter: memoryAdapter() });
  storage.set(storageKeys.uuid, VISITOR);
  storage.set(storageKeys.shareVideos, shareVideos);
  return storage;
}

/** The share/check requests sent, as URLs; they go on to the reference server a moment later. */
function spyOnShareChecks() {
  const checks: URL[] = [];
  const handler = http.get(SHARE_CHECK, async ({ request }) => {
    checks.push(new URL(request.url));
    await delay(50);
  });
  return { checks, handler };
}

/** Someone opens the unlock link of `id` (the reference server counts each uuid once). */
async function visit(id: number, uuid: string) {
  // The share service counts friends by address: each stands for another client.
  await fetch(`${SHARE_CHECK}?id=${id}&uuid=${uuid}&visit=1`, {
    headers: { 'X-Test-Client': uuid },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lock over the player, named by its message. */
const lock = (name: string | RegExp = /^还差\d人解锁$/) => screen.findByRole('group', { name });

describe('PlayVideoShareScreen', () => {
  // jsdom cannot play: the player takes the native-HLS path with a no-op element.
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  describe('the share player', () => {
    it('keeps a video locked with 还差2人解锁, the share videos below with it marked', async () => {
      renderApp({ route: route(), storage: visitorStorage() });

      expect(await lock('还差2人解锁')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: video.title })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '收藏' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '刷新' })).not.toBeInTheDocument();
      const list = within(await screen.findByRole('region', { name: '分享视频' }));
      const rows = await list.findAllByRole('button');
      expect(rows.length).toBeLessThanOrEqual(10);
      const current = list.getByRole('button', { name: video.title, current: true });
      expect(current).toHaveAccessibleDescription('还差2人解锁');
      // The locked film's stream never reaches the player: no source, nothing loaded.
      await act(() => sleep(100));
      expect(document.querySelector('video')).not.toHaveAttribute('src');
      expect(HTMLMediaElement.prototype.load).not.toHaveBeenCalled();
    });

    it('gives the player no stream for a stored count the share service does not confirm', async () => {
      const { checks, handler } = spyOnShareChecks();
      // An edited `shareVideos`: the service has counted nobody for this video.
      const { storage } = renderApp({
        route: route(),
        storage: visitorStorage([`${video.id}!2`]),
        handlers: [handler],
      });

      expect(await lock('还差2人解锁')).toBeInTheDocument();
      expect(checks.map((url) => url.searchParams.get('visit'))).toEqual([null]);
      expect(storage.get(storageKeys.shareVideos)).toEqual([`${video.id}!0`]);
      expect(screen.queryByRole('button', { name: '收藏' })).not.toBeInTheDocument();
      expect(document.querySelector('video')).not.toHaveAttribute('src');
      expect(HTMLMediaElement.prototype.load).not.toHaveBeenCalled();
      expect(storage.get(storageKeys.history)).toEqual([]);
    });

    it('keeps the stream back while the share service cannot be asked, with a retry', async () => {
      const { user } = renderApp({
        route: route(),
        storage: visitorStorage([`${video.id}!2`]),
        handlers: [
          http.get(
            SHARE_CHECK,
            () => HttpResponse.json(envelope(null, '服务器错误', 500), { status: 500 }),
            { once: true },
          ),
        ],
      });
      await visit(video.id, 'friend-1');
      await visit(video.id, 'friend-2');

      await user.click(await screen.findByRole('button', { name: '重新加载' }));

      expect(await screen.findByRole('button', { name: '收藏' })).toBeInTheDocument();
      await waitFor(() =>
        expect(document.querySelector('video')).toHaveAttribute(
          'src',
          expect.stringContaining('m3u8'),
        ),
      );
    });

    it('shows the share list’s covers at the list ratio 360:243, not the blocks’ 750:422', async () => {
      renderApp({ route: route(), storage: visitorStorage() });
      expect(await lock('还差2人解锁')).toBeInTheDocument();
      const list = await screen.findByRole('region', { name: '分享视频' });
      await within(list).findAllByRole('button');
      const covers = [...list.querySelectorAll<HTMLElement>('[style*="aspect-ratio"]')];
      expect(covers.length).toBeGreaterThan(0);
      for (const cover of covers) expect(cover.style.aspectRatio).toBe('360 / 243');
    });

    it('copies the unlock link once on a double tap, stores the count; 刷新 unlocks', async () => {
      const { checks, handler } = spyOnShareChecks();
      const { user, storage } = renderApp({
        route: route(),
        storage: visitorStorage(),
        handlers: [handler],
      });

      await user.dblClick(await screen.findByRole('button', { name: '复制解锁链接' }));

      expect(await screen.findByText('已复制链接')).toBeInTheDocument();
      await expect(navigator.clipboard.readText()).resolves.toBe(link(video.id));
      await waitFor(() => expect(storage.get(storageKeys.shareVideos)).toEqual([`${video.id}!0`]));
      expect(checks.map((url) => url.searchParams.get('visit'))).toEqual([null]);
      expect(checks[0]?.searchParams.get('uuid')).toBe(VISITOR);

      await visit(video.id, 'friend-1');
      // The tap rule lets a button act again a second after it last did: the page's clock
      // jumps that second rather than the test waiting for it.
      const pageClock = performance.now.bind(performance);
      let skipped = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => pageClock() + skipped);
      skipped += TAP_THROTTLE_MS;
      await user.click(screen.getByRole('button', { name: '刷新' }));
      expect(await lock('还差1人解锁')).toBeInTheDocument();
      // Its count is in; a second tap within the second asks nothing.
      await user.click(screen.getByRole('button', { name: '刷新' }));
      await act(() => sleep(100));
      expect(checks.filter((url) => !url.searchParams.has('visit'))).toHaveLength(2);
      await visit(video.id, 'friend-2');
      skipped += TAP_THROTTLE_MS;
      await user.click(screen.getByRole('button', { name: '刷新' }));

      expect(await screen.findByRole('button', { name: '收藏' })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: /^还差\d人解锁$/ })).not.toBeInTheDocument();
      expect(storage.get(storageKeys.shareVideos)).toEqual([`${video.id}!2`]);
      expect(
        screen.getByRole('button', { name: video.title, current: true }),
      ).toHaveAccessibleDescription('已解锁');
    });

    it('says 复制链接失败 when nothing can copy, and fetches nothing', async () => {
      const { checks, handler } = spyOnShareChecks();
      const { user } = renderApp({
        route: route(),
        storage: visitorStorage(),
        handlers: [handler],
      });
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

      await user.click(await screen.findByRole('button', { name: '复制解锁链接' }));

      expect(await screen.findByText('复制链接失败')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '刷新' })).not.toBeInTheDocument();
      expect(checks).toEqual([]);
    });

    it('offers 分享 where the browser has a share sheet, and counts the shared link', async () => {
      const share = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'share', { configurable: true, value: share });
      try {
        const { user, storage } = renderApp({ route: route(), storage: visitorStorage() });

        await user.click(await screen.findByRole('button', { name: '分享' }));

        expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link(video.id) }));
        expect(await screen.findByRole('button', { name: '刷新' })).toBeInTheDocument();
        expect(storage.get(storageKeys.shareVideos)).toEqual([`${video.id}!0`]);
      } finally {
        Reflect.deleteProperty(navigator, 'share');
      }
    });

    it('plays unlocked with the favourite button when the share service counts 2', async () => {
      const { storage } = renderApp({
        route: route(),
        storage: visitorStorage([`${other.id}!1`, `${video.id}!2`]),
        handlers: [http.get(SHARE_CHECK, () => HttpResponse.json(envelope({ ip_count: 2 })))],
      });

      expect(await screen.findByRole('button', { name: '收藏' })).toBeInTheDocument();
      // Unlocked, the film is shared as any other (and embedded behind the same lock).
      expect(screen.getByRole('button', { name: '分享' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '复制解锁链接' })).not.toBeInTheDocument();
      await waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalled());
      expect(document.querySelector('video')).toHaveAttribute(
        'src',
        expect.stringContaining('m3u8'),
      );
      expect(storage.get(storageKeys.history).map((entry) => entry.id)).toEqual([video.id]);
      const list = within(await screen.findByRole('region', { name: '分享视频' }));
      expect(await list.findByRole('button', { name: other.title })).toHaveAccessibleDescription(
        '还差1人解锁',
      );
    });

    it('toasts 非法播放 when a locked video starts, and destroys its player', async () => {
      const { storage } = renderApp({ route: route(), storage: visitorStorage() });
      await lock();
      const player = document.querySelector('video');
      if (player === null) throw new Error('no video element');

      expect(player).not.toHaveAttribute('src');
      // A bypass of the lock: the element is started by other means than the covered controls.
      act(() => void player.dispatchEvent(new Event('playing')));

      expect(await screen.findByText('非法播放')).toBeInTheDocument();
      expect(document.querySelector('video')).toBe(player);
      // Destroyed shortly after, not at once: the toast comes first.
      await waitFor(() => expect(document.querySelector('video')).toBeNull());
      // The core is destroyed in the unmount's effect cleanup, which may run after the removal.
      await waitFor(() => expect(player).not.toHaveAttribute('src'));
      expect(screen.getByRole('button', { name: '复制解锁链接' })).toBeInTheDocument();
      expect(storage.get(storageKeys.history)).toEqual([]);
    });

    it('switches to another share video in place', async () => {
      const { user, router } = renderApp({ route: route(), storage: visitorStorage() });
      const list = within(await screen.findByRole('region', { name: '分享视频' }));

      await user.click(await list.findByRole('button', { name: other.title }));

      expect(await screen.findByRole('heading', { name: other.title })).toBeInTheDocument();
      expect(router.location.search).toBe(`?id=${encodeShareId(other.id)}`);
      expect(router.canGoBack()).toBe(false);
      expect(list.getByRole('button', { name: other.title, current: true })).toBeInTheDocument();
    });

    it('retries a video that failed to load', async () => {
      const { user } = renderApp({
        route: route(),
        storage: visitorStorage(),
        handlers: [
          http.get(
            `http://localhost/api/videoplay/${video.id}`,
            () => HttpResponse.json(envelope(null, '服务器错误', 500), { status: 500 }),
            { once: true },
          ),
        ],
      });

      await user.click(await screen.findByRole('button', { name: '重新加载' }));

      expect(await screen.findByRole('heading', { name: video.title })).toBeInTheDocument();
    });

    it('says a video that is gone (404) is missing, without a retry, and keeps the share list', async () => {
      renderApp({
        route: route(),
        storage: visitorStorage(),
        handlers: [
          http.get(`http://localhost/api/videoplay/${video.id}`, () =>
            HttpResponse.json({ code: 404, msg: '' }, { status: 404 }),
          ),
        ],
      });

      expect(await screen.findByText('视频不存在或已下架')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
      const list = await screen.findByRole('region', { name: '分享视频' });
      expect(await within(list).findByText(other.title)).toBeInTheDocument();
    });

    it.each(['', '?id=', '?id=abc', `?id=${encodeShareId(1)}x`, '?id=djE6MA'])(
      'says an unreadable link (%j) is invalid, with a way home',
      async (search) => {
        const { user, router } = renderApp({ route: `/playVideoShare${search}` });

        expect(await screen.findByText('链接无效或已失效')).toBeInTheDocument();
        await user.click(screen.getByRole('link', { name: '返回首页' }));

        expect(router.location.pathname).toBe('/home');
      },
    );
  });

  describe('the unlock landing on a share host', () => {
    const SITE = 'http://site.test/';
    beforeEach(() => {
      vi.spyOn(pageLocation, 'address').mockReturnValue({
        protocol: 'http:',
        host: 'share.localhost',
      });
      vi.spyOn(pageLocation, 'replace').mockImplementation(() => undefined);
    });

    it('counts the visit once, toasts the count and leaves for the share site after 2.1 s', async () => {
      const { checks, handler } = spyOnShareChecks();
      const storage = visitorStorage();
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const first = renderApp({
          route: route(),
          storage,
          config: { shareSiteUrl: SITE },
          handlers: [handler],
        });
        expect(await screen.findByText('正在为好友助力…')).toBeInTheDocument();
        expect(await screen.findByText('助力成功，当前解锁人数：1')).toBeInTheDocument();
        expect(pageLocation.replace).not.toHaveBeenCalled();

        await act(() => vi.advanceTimersByTimeAsync(UNLOCK_REDIRECT_MS));
        expect(pageLocation.replace).toHaveBeenCalledExactlyOnceWith(SITE);
        // The share service hears the site on every call, as it does the visitor.
        expect(checks.map((url) => Object.fromEntries(url.searchParams))).toEqual([
          { id: String(video.id), uuid: VISITOR, visit: '1', site: testConfig.site },
        ]);
        first.unmount();

        renderApp({ route: route(), storage, config: { shareSiteUrl: SITE }, handlers: [handler] });
        expect(await screen.findByText('你已经为好友助力过啦')).toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(UNLOCK_REDIRECT_MS));
      } finally {
        vi.useRealTimers();
      }

      expect(checks).toHaveLength(1);
      expect(pageLocation.replace).toHaveBeenCalledOnce();
      expect(screen.getByRole('link', { name: '去看看' })).toHaveAttribute('href', SITE);
    });

    it('shows a failed visit with 重新加载 and never redirects', async () => {
      const { user } = renderApp({
        route: route(),
        storage: visitorStorage(),
        handlers: [
          http.get(
            SHARE_CHECK,
            () => HttpResponse.json(envelope(null, '服务器错误', 500), { status: 500 }),
            {
              once: true,
            },
          ),
        ],
      });

      expect(await screen.findByText('网络错误，请稍后重试')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '重新加载' }));

      expect(await screen.findByText('助力成功，当前解锁人数：1')).toBeInTheDocument();
      expect(pageLocation.replace).not.toHaveBeenCalled();
    });
  });
});
