import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createCatalogue, testConfig } from '@video/api-client/testing';
import { AD_DISABLED_STREAM_DELAY_MS, format } from '@video/domain';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { fakeNetwork } from '../../testing/fake-network';
import {
  masterUrlOf,
  playtimeSeconds,
  TWO_RENDITION_MASTER,
} from '../../testing/two-rendition-film';
import { renderApp, type RenderAppOptions, TEST_NOW } from '../../testing/render-app';
import { MAY_LIKE_WAIT_MS } from './play-video-screen';

const catalogue = createCatalogue();
const found = catalogue.videos.find(({ typeId, title }) => typeId === 1 && !title.startsWith('★'));
if (!found) throw new Error('the catalogue has no plain video');
const VIDEO = found;
const ROUTE = `/playVideo?id=${VIDEO.id}`;
const ADS_OFF = { isShowAd: false };

/**
 * jsdom cannot play media: every `<video>` gets what a browser with built-in HLS has (Safari),
 * so the real player core runs and the tests dispatch the media events a browser would.
 */
function playableMedia() {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
  );
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}

/** Holds back the timers of `delay` ms (the player's delayed load) until the test runs them. */
function holdTimers(delay: number): (() => void)[] {
  const held: (() => void)[] = [];
  const schedule = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    handler: () => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    if (ms !== delay) return schedule(handler, ms, ...args);
    held.push(handler);
    return 0;
  }) as typeof setTimeout);
  return held;
}

/** The main player's `<video>`: the frame's own comes before an ad clip's. */
function mainVideo(): HTMLVideoElement {
  const video = document.querySelector('video');
  if (video === null) throw new Error('no video');
  return video;
}

async function renderPlayer(route = ROUTE, options: RenderAppOptions = {}) {
  const storage = createStorage({ adapter: memoryAdapter() });
  storage.set(storageKeys.uuid, 'abc12345');
  const view = renderApp({ route, storage, ...options });
  // The screen's chunk loads lazily: the first import of a cold run is slow.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

const videoTitle = (title: string) => screen.findByRole('heading', { level: 2, name: title });

/**
 * The player ready for taps on 收藏: the tap rule's clock (the page's monotonic one) under the
 * test's hand, the share service's favourites calls recorded by method.
 */
async function playerForFavouriteTaps() {
  vi.useFakeTimers({ toFake: ['performance'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const methods: string[] = [];
  const handlers = [
    http.all(`${testConfig.shareApiBaseUrl}/favorites`, ({ request }) => {
      methods.push(request.method);
    }),
  ];
  const { services } = await renderPlayer(ROUTE, { handlers, config: ADS_OFF });
  const snackbar = () => services.snackbar.getSnapshot()?.text;
  const add = await screen.findByRole('button', { name: '收藏', pressed: false });
  await waitFor(() => expect(add).toHaveAttribute('aria-busy', 'false'));
  return { methods, snackbar, add };
}

describe('PlayVideoScreen', () => {
  let play: ReturnType<typeof playableMedia>;
  beforeEach(() => {
    play = playableMedia();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([['abc'], ['0'], ['-3'], ['1e3'], ['99999999999999999999'], ['']])(
    'says the video is missing for id=%s, with the way home',
    async (id) => {
      await renderPlayer(`/playVideo?id=${id}`);

      expect(screen.getByText('视频不存在或已下架')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
      expect(document.querySelector('video')).toBeNull();
    },
  );

  it.each([
    ['the reply holds none', () => HttpResponse.json({ code: 200, msg: 'ok', rescont: null })],
    ['the server answers 404', () => HttpResponse.json({ code: 404, msg: '' }, { status: 404 })],
  ])('says the video is missing when %s, without a retry', async (_case, reply) => {
    const handlers = [http.get('http://localhost/api/videoplay/:id', reply)];
    await renderPlayer(ROUTE, { handlers });

    expect(await screen.findByText('视频不存在或已下架')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
  });

  it('shows the failure with a retry that loads the video', async () => {
    let failures = 1;
    const handlers = [
      http.get('http://localhost/api/videoplay/:id', () =>
        failures-- > 0 ? HttpResponse.json({ code: 500, msg: '' }, { status: 500 }) : undefined,
      ),
    ];
    const { user } = await renderPlayer(ROUTE, { handlers, config: ADS_OFF });

    expect(await screen.findByText(format('network.error'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新加载' }));

    expect(await videoTitle(VIDEO.title)).toBeInTheDocument();
  });

  it('counts the pre-roll down while the stream preloads, and plays it on 关闭', async () => {
    // Only the countdown's clock: the screen's loading keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderPlayer();
    const close = await screen.findByRole('button', { name: '5s' });
    // The countdown ticks once its effect has started the interval, which on a busy machine can
    // come a commit after the button shows.
    await waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));

    const labels = [close.textContent];
    for (let second = 0; second < 5; second += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      labels.push(close.textContent);
    }
    expect(labels).toEqual(['5s', '4s', '3s', '2s', '1s', '关闭']);
    const video = mainVideo();
    // The stream loads once its player is made, in a render of its own.
    await waitFor(() => expect(video).toHaveAttribute('src', expect.stringContaining('.m3u8')));
    expect(play.mock.contexts).not.toContain(video);

    fireEvent.click(close);

    expect(play.mock.contexts).toContain(video);
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
  });

  it('disposes the player and says so when playback starts under the pre-roll', async () => {
    const { services } = await renderPlayer();
    await screen.findByRole('button', { name: '5s' });
    const video = mainVideo();
    // The player listens once it has taken the element over and started loading under the ad:
    // on a busy machine that can come after the ad's countdown shows.
    await waitFor(() => expect(video).toHaveAttribute('src', expect.stringContaining('.m3u8')));

    act(() => void video.dispatchEvent(new Event('playing')));

    const text = format('player.tryOtherBrowser');
    await waitFor(() => expect(services.snackbar.getSnapshot()?.text).toBe(text));
    expect(screen.getByText(text, { selector: 'div' })).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    expect(video).not.toHaveAttribute('src');
  });

  it('without ads loads the stream a second after the screen opened, with no ads', async () => {
    const held = holdTimers(AD_DISABLED_STREAM_DELAY_MS);
    await renderPlayer(ROUTE, { config: ADS_OFF });
    await videoTitle(VIDEO.title);
    const video = mainVideo();
    // The wait starts once the player is made, in a render of its own.
    await waitFor(() => expect(held).toHaveLength(1));
    expect(video).not.toHaveAttribute('src');

    act(() => held.forEach((release) => release()));

    expect(video).toHaveAttribute('src', expect.stringContaining('.m3u8'));
    expect(play.mock.contexts).toContain(video);
    expect(screen.queryByRole('button', { name: /广告/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '5s' })).toBeNull();
  });

  it('without ads counts the second from the screen opening: slow details wait no more', async () => {
    const held = holdTimers(AD_DISABLED_STREAM_DELAY_MS);
    let clock = TEST_NOW;
    const handlers = [
      http.get('http://localhost/api/videoplay/:id', () => {
        clock += AD_DISABLED_STREAM_DELAY_MS;
      }),
    ];
    await renderPlayer(ROUTE, { handlers, config: ADS_OFF, services: { now: () => clock } });
    await videoTitle(VIDEO.title);

    await waitFor(() =>
      expect(mainVideo()).toHaveAttribute('src', expect.stringContaining('.m3u8')),
    );
    expect(held).toEqual([]);
  });

  it('lists 猜你喜欢 after a while when the stream does not start', async () => {
    const held = holdTimers(MAY_LIKE_WAIT_MS);
    await renderPlayer();
    await videoTitle(VIDEO.title);
    await act(() => import('./may-like-list'));
    expect(screen.queryByRole('region', { name: '猜你喜欢' })).toBeNull();

    act(() => held.forEach((release) => release()));

    expect(await screen.findByRole('region', { name: '猜你喜欢' })).toBeInTheDocument();
  });

  it('lists a tag’s videos in a panel from the tag under the title, and closes it', async () => {
    const [tag] = VIDEO.tags;
    if (!tag) throw new Error('the video has no tag');
    const { user } = await renderPlayer(ROUTE, { config: ADS_OFF });
    const tags = await screen.findByRole('list', { name: '标签' });

    await user.click(within(tags).getByRole('button', { name: `#${tag.name}` }));
    // The panel's code loads on this first tap: a cold import (transformed on demand) took over
    // 5 s with both cores busy, so it has the test's own time limit.
    const panel = await screen.findByRole('dialog', { name: `#${tag.name}` }, { timeout: 15_000 });
    await user.click(within(panel).getByRole('button', { name: '关闭' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(tags).getByRole('button', { name: `#${tag.name}` })).toHaveFocus();
  });

  it('writes once for two taps on 收藏 400 ms apart, and again for a tap 1000 ms after the first', async () => {
    const { methods, snackbar, add } = await playerForFavouriteTaps();

    fireEvent.click(add);
    await waitFor(() => expect(snackbar()).toBe('收藏成功!'));
    const remove = screen.getByRole('button', { name: '取消收藏', pressed: true });
    await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'false'));
    // The first write is done; a nervous second tap 400 ms after the first still writes nothing.
    vi.advanceTimersByTime(400);
    fireEvent.click(remove);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(methods).toEqual(['POST']);

    vi.advanceTimersByTime(600);
    fireEvent.click(remove);
    await waitFor(() => expect(snackbar()).toBe('取消收藏成功!'));
    expect(methods).toEqual(['POST', 'DELETE']);
  });

  it('favourites and unfavourites, one request per change however fast the taps', async () => {
    const { methods, snackbar, add } = await playerForFavouriteTaps();

    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(snackbar()).toBe('收藏成功!'));
    const remove = screen.getByRole('button', { name: '取消收藏', pressed: true });
    await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'false'));
    vi.advanceTimersByTime(1000);
    fireEvent.click(remove);
    fireEvent.click(remove);
    await waitFor(() => expect(snackbar()).toBe('取消收藏成功!'));

    expect(screen.getByRole('button', { name: '收藏', pressed: false })).toBeInTheDocument();
    expect(methods).toEqual(['POST', 'DELETE']);
  });

  it('toasts the network message when the favourite call fails', async () => {
    const handlers = [
      http.post(`${testConfig.shareApiBaseUrl}/favorites`, () =>
        HttpResponse.json({ code: 500, msg: '' }, { status: 500 }),
      ),
    ];
    const { services } = await renderPlayer(ROUTE, { handlers, config: ADS_OFF });
    const add = await screen.findByRole('button', { name: '收藏' });
    await waitFor(() => expect(add).toHaveAttribute('aria-busy', 'false'));

    fireEvent.click(add);

    await waitFor(() =>
      expect(services.snackbar.getSnapshot()?.text).toBe(format('network.error')),
    );
    expect(add).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists 猜你喜欢 once the stream has started, whose tap plays that video at the top, and records each visit once', async () => {
    const held = holdTimers(AD_DISABLED_STREAM_DELAY_MS);
    const { storage, router, user } = await renderPlayer(ROUTE, { config: ADS_OFF });
    await videoTitle(VIDEO.title);
    act(() => held.forEach((release) => release()));
    // Its code is in: only the stream holds the list back.
    await act(() => import('./may-like-list'));
    expect(screen.queryByRole('region', { name: '猜你喜欢' })).toBeNull();

    fireEvent(mainVideo(), new Event('loadedmetadata'));

    const mayLike = within(await screen.findByRole('region', { name: '猜你喜欢' }));
    const [first] = await mayLike.findAllByRole('listitem');
    const next = within(first).getByRole('button');
    const nextTitle = next.textContent ?? '';
    const scrollTo = vi.spyOn(window, 'scrollTo');

    await user.click(next);

    const nextId = Number(new URLSearchParams(router.location.search).get('id'));
    expect(nextId).not.toBe(VIDEO.id);
    expect(
      await videoTitle(catalogue.videos.find(({ id }) => id === nextId)?.title ?? ''),
    ).toBeInTheDocument();
    expect(nextTitle).toContain(catalogue.videos.find(({ id }) => id === nextId)?.title);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(storage.get(storageKeys.history).map(({ id }) => id)).toEqual([nextId, VIDEO.id]);
  });

  describe('自动连播', () => {
    /** The film played with 猜你喜欢 listed, then to its end; the countdown's clock the test's. */
    async function playToEnd(options: RenderAppOptions = {}) {
      const held = holdTimers(AD_DISABLED_STREAM_DELAY_MS);
      const view = await renderPlayer(ROUTE, { config: ADS_OFF, ...options });
      await videoTitle(VIDEO.title);
      act(() => held.forEach((release) => release()));
      fireEvent(mainVideo(), new Event('loadedmetadata'));
      const mayLike = within(await screen.findByRole('region', { name: '猜你喜欢' }));
      await mayLike.findAllByRole('listitem');
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      fireEvent(mainVideo(), new Event('playing'));
      fireEvent(mainVideo(), new Event('ended'));
      // The overlay's code loads once the film has ended.
      await act(() => import('./autoplay-next'));
      return view;
    }

    it('plays the first of 猜你喜欢 five seconds after the film ends', async () => {
      const { router } = await playToEnd();
      expect(await screen.findByText('5秒后播放')).toBeInTheDocument();
      const nextTitle = screen.getByText('5秒后播放').nextElementSibling?.textContent ?? '';
      expect(nextTitle).not.toBe('');

      act(() => {
        vi.advanceTimersByTime(4000);
      });
      expect(screen.getByText('1秒后播放')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1000);
      });

      const nextId = Number(new URLSearchParams(router.location.search).get('id'));
      expect(nextId).not.toBe(VIDEO.id);
      expect(catalogue.videos.find(({ id }) => id === nextId)?.title).toBe(nextTitle);
      expect(await videoTitle(nextTitle)).toBeInTheDocument();
    });

    it('stays on the film when the visitor taps the countdown', async () => {
      const { router } = await playToEnd();
      fireEvent.click(await screen.findByText('5秒后播放'));

      act(() => {
        vi.advanceTimersByTime(6000);
      });
      expect(screen.queryByText(/秒后播放/)).not.toBeInTheDocument();
      expect(router.location.search).toBe(`?id=${VIDEO.id}`);
    });

    it('does nothing at the end where the visitor turned it off in 设置', async () => {
      const storage = createStorage({ adapter: memoryAdapter() });
      storage.set(storageKeys.uuid, 'abc12345');
      storage.set(storageKeys.autoplayNext, false);
      await playToEnd({ storage });
      act(() => {
        vi.advanceTimersByTime(6000);
      });
      expect(screen.queryByText(/秒后播放/)).not.toBeInTheDocument();
    });

    it('asks before the next film under 省流, and plays it on 播放下一个', async () => {
      const storage = createStorage({ adapter: memoryAdapter() });
      storage.set(storageKeys.uuid, 'abc12345');
      storage.set(storageKeys.dataSaver, 'on');
      const { router } = await playToEnd({ storage });
      const asking = await screen.findByText('下一个');
      const nextTitle = asking.nextElementSibling?.textContent ?? '';

      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(router.location.search).toBe(`?id=${VIDEO.id}`);
      fireEvent.click(screen.getByRole('button', { name: '播放下一个' }));

      expect(await videoTitle(nextTitle)).toBeInTheDocument();
    });
  });

  describe('on mobile data', () => {
    beforeAll(() => import('../../shared/player/mobile-data-notice'));
    // 自动 may climb to 720P, whose average the figure takes.
    const masterPlaylist = http.get(masterUrlOf(VIDEO), () =>
      HttpResponse.text(TWO_RENDITION_MASTER),
    );
    const filmSeconds = playtimeSeconds(VIDEO);
    const cellular = { network: fakeNetwork({ connectionType: 'cellular' }) };
    const notice = () => screen.findByRole('group', { name: /当前为非WiFi网络/ });

    it('asks before anything of the film loads, with what it costs at 720P', async () => {
      await renderPlayer(ROUTE, {
        config: ADS_OFF,
        services: cellular,
        handlers: [masterPlaylist],
      });
      const megabytes = Math.ceil((2_000_000 * filmSeconds) / 8 / 1_000_000);

      expect(
        await screen.findByText(`当前为非WiFi网络，播放将消耗约 ${megabytes} MB 流量`),
      ).toBeInTheDocument();
      expect(document.querySelector('video')).toBeNull();
    });

    it('plays on 继续播放, and asks no more this visit', async () => {
      const { store } = await renderPlayer(ROUTE, {
        config: ADS_OFF,
        services: cellular,
        handlers: [masterPlaylist],
      });
      const group = within(await notice());
      fireEvent.click(group.getByRole('button', { name: '继续播放' }));

      await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
      expect(store.getState().session.mobileDataTold.film).toBe(true);
    });

    it('turns 省流 on with 开启省流: the film starts on its lowest rendition', async () => {
      const { storage } = await renderPlayer(ROUTE, {
        config: ADS_OFF,
        services: cellular,
        handlers: [masterPlaylist],
      });
      fireEvent.click(within(await notice()).getByRole('button', { name: '开启省流' }));

      expect(storage.get(storageKeys.dataSaver)).toBe('on');
      expect(
        await screen.findByRole('button', { name: '清晰度 省流', hidden: true }),
      ).toBeInTheDocument();
    });

    it('never asks again on this device after 不再提示', async () => {
      const { storage } = await renderPlayer(ROUTE, {
        config: ADS_OFF,
        services: cellular,
        handlers: [masterPlaylist],
      });
      fireEvent.click(within(await notice()).getByRole('button', { name: '不再提示' }));
      expect(storage.get(storageKeys.mobileDataNoticeOff)).toBe(true);
    });

    it('says the film costs data without a figure where the playlist cannot be read', async () => {
      const broken = http.get(masterUrlOf(VIDEO), () => HttpResponse.text('not a playlist'));
      await renderPlayer(ROUTE, { config: ADS_OFF, services: cellular, handlers: [broken] });
      expect(await screen.findByText('当前为非WiFi网络，播放将消耗流量')).toBeInTheDocument();
    });

    it('plays at once where the notice was answered earlier in the visit', async () => {
      await renderPlayer(ROUTE, {
        config: ADS_OFF,
        services: cellular,
        session: { mobileDataTold: { film: true, feed: false } },
      });
      await videoTitle(VIDEO.title);
      expect(document.querySelector('video')).not.toBeNull();
      expect(screen.queryByText(/当前为非WiFi网络/)).not.toBeInTheDocument();
    });

    it('plays at once on Wi-Fi', async () => {
      await renderPlayer(ROUTE, {
        config: ADS_OFF,
        services: { network: fakeNetwork({ connectionType: 'wifi' }) },
      });
      await videoTitle(VIDEO.title);
      expect(document.querySelector('video')).not.toBeNull();
    });
  });

  describe('省流', () => {
    it('says 省流 beside 清晰度 while it is on', async () => {
      const storage = createStorage({ adapter: memoryAdapter() });
      storage.set(storageKeys.uuid, 'abc12345');
      storage.set(storageKeys.dataSaver, 'on');
      await renderPlayer(ROUTE, { config: ADS_OFF, storage });
      await videoTitle(VIDEO.title);

      expect(
        await screen.findByRole('button', { name: '清晰度 省流', hidden: true }),
      ).toBeInTheDocument();
    });

    it('says nothing beside 清晰度 with it off', async () => {
      await renderPlayer(ROUTE, { config: ADS_OFF });
      await videoTitle(VIDEO.title);

      expect(
        await screen.findByRole('button', { name: '清晰度', hidden: true }),
      ).toBeInTheDocument();
    });
  });
});
