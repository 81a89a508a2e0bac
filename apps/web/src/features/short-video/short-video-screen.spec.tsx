import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Swiper } from 'swiper';
import { videosApi } from '@video/api-client/react';
import { createReferenceApi, envelope, page, type VideoJson } from '@video/api-client/testing';
import { FEED_SCROLL_DEBOUNCE_MS } from '@video/domain';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { renderApp } from '../../testing/render-app';

const reference = createReferenceApi();

/** Page `n` of the short videos (type 59, newest first) as the reference server sends it. */
async function shortVideoPage(n: number): Promise<VideoJson[]> {
  const url = `http://localhost/api/videosort/59?orderby=new&page=${n}`;
  const response = await reference.fetch(new Request(url));
  const { data } = ((await response.json()) as { rescont: { data: VideoJson[] } }).rescont;
  return data.filter(({ title }) => !title.startsWith('★'));
}

/** The slot on screen, once the feed shows: the only one not hidden from assistive technology. */
async function activeSlot() {
  const slot = await waitFor(
    () => {
      const found = document.querySelector<HTMLElement>('[data-slot][data-active]');
      if (!found) throw new Error('no active slot yet');
      return found;
    },
    { timeout: 8000 },
  );
  return within(slot);
}

/** The title of the video on screen. */
async function shownTitle(): Promise<string | null> {
  return (await activeSlot()).getByRole('heading').textContent;
}

/** Swiper with its Virtual module, which keeps the feed's slides. */
type FeedSwiper = Swiper & { readonly virtual: { readonly slides: readonly unknown[] } };

function feedElement(): HTMLElement & { swiper: FeedSwiper } {
  const element = document.querySelector<HTMLElement & { swiper: FeedSwiper }>('.swiper');
  if (!element) throw new Error('no feed');
  return element;
}

/** Swiper measures nothing in jsdom, but moves between slides when told, as a swipe would. */
async function swipeTo(slide: number): Promise<void> {
  await act(() => feedElement().swiper.slideTo(slide, 0));
}

/** The feed's slides, asked of Swiper: only the ones next to the slide on screen are in the DOM. */
const slideCount = () => feedElement().swiper.virtual.slides.length;

const shortVideos = (respond: () => Response) =>
  http.get('http://localhost/api/videosort/59', respond);

/** jsdom plays no media: every `<video>` claims the browser's own HLS, as Safari's. */
function playableMedia() {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
  );
}

/** A visitor with an identification code: the share service knows their favourites. */
function visitor() {
  const storage = createStorage({ adapter: memoryAdapter() });
  storage.set(storageKeys.uuid, 'feed1234');
  return storage;
}

describe('ShortVideoScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // jsdom has no media playback; the cores still pause and release their elements.
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/'); // the feed writes the address it shows
  });

  it('shows a loading state, then the first video, three video elements and the ads', async () => {
    const { container } = renderApp({ route: '/shortVideo' });
    const main = await screen.findByRole('main', { name: '短视频' });
    expect(within(main).getByRole('status')).toHaveTextContent('加载中...');
    const videos = await shortVideoPage(1);

    expect(await shownTitle()).toBe(videos[0].title);
    expect(screen.getByRole('tab', { name: '为你推荐' })).toHaveAttribute('aria-selected', 'true');
    expect(container.querySelectorAll('video')).toHaveLength(3);
    // The videos, an ad after every 4th and the end (where the ads sit: feedSlides' tests and
    // the browser test, since jsdom cannot lay out Swiper's window of slides).
    expect(slideCount()).toBe(videos.length + Math.floor(videos.length / 4) + 1);
    // Only a window of slides around the one on screen is in the DOM, however long the feed.
    expect(container.querySelectorAll('.swiper-slide').length).toBeLessThanOrEqual(3);
  });

  it('shows no ads when ads are off', async () => {
    const videos = await shortVideoPage(1);
    renderApp({ route: '/shortVideo', session: { isShowAd: false } });
    await activeSlot();

    expect(slideCount()).toBe(videos.length + 1); // the videos and the end
    await swipeTo(4);
    expect(screen.queryByText('查看详情')).not.toBeInTheDocument();
  });

  it('opens at the requested video when the first page has it', async () => {
    const videos = await shortVideoPage(1);
    renderApp({ route: `/shortVideo?id=${videos[5].id}` });

    expect(await shownTitle()).toBe(videos[5].title);
  });

  it('puts a requested video from a later page first, and follows it in the address', async () => {
    const [later] = await shortVideoPage(2);
    const first = await shortVideoPage(1);
    renderApp({ route: `/shortVideo?id=${later.id}` });
    expect(await shownTitle()).toBe(later.title);
    const entry = window.history.state as unknown;

    await swipeTo(1);
    expect(await shownTitle()).toBe(first[0].title);
    // Once the visitor stops, the address names the video on screen: the same history entry,
    // rewritten, without a navigation of the app.
    await waitFor(() => expect(window.location.search).toBe(`?id=${first[0].id}`));
    expect(window.history.state).toBe(entry);
    expect(await shownTitle()).toBe(first[0].title);
  });

  it('opens at the first video when the requested one does not exist', async () => {
    const [first] = await shortVideoPage(1);
    renderApp({ route: '/shortVideo?id=999999' });

    expect(await shownTitle()).toBe(first.title);
  });

  it('loads the next page 5 slides from the end, once the visitor stops swiping', async () => {
    const { store } = renderApp({ route: '/shortVideo' });
    await activeSlot();
    const onePage = slideCount(); // 12 videos, 3 ads and the end: 5 from the end is 11
    const secondPage = () =>
      videosApi.endpoints.getVideos.select({ typeId: 59, orderby: 'new', page: 2 })(
        store.getState(),
      );

    // The clock of the swipe's pause, moved by hand: 6 from the end, the visitor stops, and no
    // request for page 2 has even started.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await swipeTo(onePage - 7);
      await act(() => vi.advanceTimersByTimeAsync(FEED_SCROLL_DEBOUNCE_MS));
      expect(secondPage().isUninitialized).toBe(true);
      expect(slideCount()).toBe(onePage);
    } finally {
      vi.useRealTimers();
    }

    await swipeTo(onePage - 6);
    await waitFor(() => expect(slideCount()).toBeGreaterThan(onePage));
  });

  it('ends with 没有更多了 after the last page', async () => {
    const videos = (await shortVideoPage(1)).slice(0, 2);
    renderApp({
      route: '/shortVideo',
      handlers: [shortVideos(() => HttpResponse.json(envelope(page(videos))))],
    });
    expect(await shownTitle()).toBe(videos[0].title);

    await swipeTo(2);
    expect(screen.getByText('没有更多了')).toBeVisible();
    expect(slideCount()).toBe(3);
  });

  it('says so when there are no short videos', async () => {
    renderApp({
      route: '/shortVideo',
      handlers: [shortVideos(() => HttpResponse.json(envelope(page([]))))],
    });

    expect(await screen.findByText('暂无短视频')).toBeInTheDocument();
  });

  it('offers a retry when the first page fails', async () => {
    const [first] = await shortVideoPage(1);
    const serverError = () =>
      HttpResponse.json({ code: 500, msg: '服务器错误', rescont: null }, { status: 500 });
    const { user } = renderApp({
      route: '/shortVideo',
      handlers: [http.get('http://localhost/api/videosort/59', serverError, { once: true })],
    });

    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await shownTitle()).toBe(first.title);
  });

  it('shows a player error with 重试 where the browser cannot play the stream', async () => {
    renderApp({ route: '/shortVideo' });

    const alert = await (await activeSlot()).findByRole('alert');
    expect(alert).toHaveTextContent('请尝试更换浏览器观看');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('answers 评论 with 精彩内容，敬请期待', async () => {
    const { user } = renderApp({ route: '/shortVideo' });

    await user.click((await activeSlot()).getByRole('button', { name: '评论' }));
    expect(await screen.findByText('精彩内容，敬请期待')).toBeInTheDocument();
  });

  it('adds the clip to 我的收藏 with 收藏', async () => {
    const { user } = renderApp({ route: '/shortVideo', storage: visitor() });
    const slot = await activeSlot();
    const add = await slot.findByRole('button', { name: '收藏', pressed: false });
    await waitFor(() => expect(add).toBeEnabled());

    await user.click(add);

    expect(await slot.findByRole('button', { name: '已收藏', pressed: true })).toBeInTheDocument();
    expect(await screen.findByText('收藏成功!')).toBeInTheDocument();
  });

  it('likes the clip on a double tap, with a heart where the finger was, and a second keeps it', async () => {
    const { user } = renderApp({ route: '/shortVideo', storage: visitor() });
    const slot = await activeSlot();
    await waitFor(() => expect(slot.getByRole('button', { name: '收藏' })).toBeEnabled());
    const clip = slot.getByRole('button', { name: /^(播放|暂停)$/ });

    await user.dblClick(clip);

    expect(await slot.findByRole('button', { name: '已收藏', pressed: true })).toBeInTheDocument();
    expect(screen.getAllByTestId('feed-heart')).not.toHaveLength(0);
    await user.dblClick(clip);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slot.getByRole('button', { name: '已收藏', pressed: true })).toBeInTheDocument();
  });

  it('mutes the feed with 静音, and a second tap brings the sound back', async () => {
    playableMedia();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { user } = renderApp({ route: '/shortVideo' });
    const slot = await activeSlot();

    const mute = await slot.findByRole('button', { name: '静音', pressed: false });
    await user.click(mute);
    const video = document.querySelector<HTMLVideoElement>('[data-slot][data-active] video');
    expect(video?.muted).toBe(true);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    await user.click(mute);
    expect(video?.muted).toBe(false);
  });

  it('starts muted with 开启声音 where the browser refuses sound before a tap', async () => {
    playableMedia();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      if (!this.muted) return Promise.reject(new DOMException('no tap yet', 'NotAllowedError'));
      this.dispatchEvent(new Event('volumechange'));
      return Promise.resolve();
    });
    const { user } = renderApp({ route: '/shortVideo' });
    const slot = await activeSlot();

    const unmute = await slot.findByRole('button', { name: '开启声音' }, { timeout: 5000 });
    const video = document.querySelector<HTMLVideoElement>('[data-slot][data-active] video');
    expect(video?.muted).toBe(true);
    await user.click(unmute);
    expect(video?.muted).toBe(false);
  });

  it('seeks where the progress bar is dragged to, showing the time while dragged', async () => {
    playableMedia();
    renderApp({ route: '/shortVideo' });
    const slot = await activeSlot();
    const video = document.querySelector<HTMLVideoElement>('[data-slot][data-active] video');
    if (video === null) throw new Error('no active video');
    Object.defineProperty(video, 'duration', { value: 60, configurable: true });
    act(() => {
      video.dispatchEvent(new Event('loadedmetadata'));
    });
    const bar = slot.getByRole('slider', { name: '播放进度' });
    await waitFor(() => expect(bar).toBeEnabled());

    fireEvent.change(bar, { target: { value: '30' } });
    expect(slot.getByText('0:30 / 1:00')).toBeInTheDocument();
    expect(video.currentTime).toBe(0);
    fireEvent.pointerUp(bar);

    expect(video.currentTime).toBe(30);
    expect(slot.queryByText('0:30 / 1:00')).not.toBeInTheDocument();
  });

  it('answers 定时更新 with 精彩内容，敬请期待 and stays on 为你推荐', async () => {
    const { user } = renderApp({ route: '/shortVideo' });

    await user.click(screen.getByRole('tab', { name: '定时更新' }));
    expect(await screen.findByText('精彩内容，敬请期待')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '为你推荐' })).toHaveAttribute('aria-selected', 'true');
  });

  it('goes home with the back button', async () => {
    const { router, user } = renderApp({ route: '/shortVideo' });

    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(router.location.pathname).toBe('/home');
  });
});
