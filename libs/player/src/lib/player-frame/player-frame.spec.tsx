import { AD_DISABLED_STREAM_DELAY_MS, startSleepTimer } from '@video/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  createFakeHls,
  type FakeHlsClass,
  FakeMediaMetadata,
  fakeHlsLoader,
  fakeMediaSession,
  stubMedia,
} from '../../testing';
import { DEFAULT_HLS_CONFIG, STANDBY_BUFFER_SECONDS } from '../core/hls-config';
import { sleepTimerSession } from '../sleep-timer/sleep-timer-session';
import { PlayerFrame, type PlayerFrameProps } from './player-frame';

const SRC = 'https://media.test/1/master.m3u8';

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Renders the frame; its <video> gets the stubbed media API before the source attaches. */
async function renderFrame(
  props: Partial<PlayerFrameProps> = {},
  Hls: FakeHlsClass = createFakeHls(),
) {
  const view = render(
    <PlayerFrame
      src={SRC}
      options={{ loadHls: fakeHlsLoader(Hls), mediaSession: null }}
      {...props}
    />,
  );
  const video = view.container.querySelector('video');
  if (video === null) throw new Error('no video');
  const media = stubMedia(video);
  const play = vi.spyOn(video, 'play');
  await act(settle);
  const emit = (type: string) => act(() => media.emit(type));
  return { ...view, Hls, media, video, play, emit };
}

describe('PlayerFrame', () => {
  beforeEach(() => vi.stubGlobal('MediaSource', class {}));
  afterEach(() => vi.unstubAllGlobals());

  it('holds an inline video in a 16:9 box and loads the source into it', async () => {
    const { Hls, video, container } = await renderFrame({ poster: 'https://img.test/p.jpg' });

    expect(container.firstElementChild).toHaveStyle({ '--player-ratio': '16 / 9' });
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', 'https://img.test/p.jpg');
    expect(Hls.instances[0]?.source).toBe(SRC);
    expect(Hls.instances[0]?.media).toBe(video);
  });

  it('loads the source after loadDelayMs (the stream delay without ads)', async () => {
    vi.useFakeTimers();
    try {
      const { Hls } = await renderFrame({ loadDelayMs: AD_DISABLED_STREAM_DELAY_MS });
      expect(Hls.instances).toHaveLength(0);

      await act(async () => {
        vi.advanceTimersByTime(AD_DISABLED_STREAM_DELAY_MS);
        await settle();
      });

      expect(Hls.instances[0]?.source).toBe(SRC);
    } finally {
      vi.useRealTimers();
    }
  });

  it('downloads hls.js while it waits for loadDelayMs, so the delayed load starts at once', async () => {
    vi.useFakeTimers();
    try {
      const Hls = createFakeHls();
      const loadHls = vi.fn(fakeHlsLoader(Hls));
      await renderFrame({
        loadDelayMs: AD_DISABLED_STREAM_DELAY_MS,
        options: { loadHls, mediaSession: null },
      });

      expect(loadHls).toHaveBeenCalledOnce();
      expect(Hls.instances).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('buffers only the start of the source on standby, and the rest once it is lifted', async () => {
    const { Hls, rerender } = await renderFrame({ standby: true });
    const hls = Hls.instances[0];
    expect(hls?.config.maxMaxBufferLength).toBe(STANDBY_BUFFER_SECONDS);

    rerender(
      <PlayerFrame src={SRC} options={{ loadHls: fakeHlsLoader(Hls), mediaSession: null }} />,
    );
    await act(settle);

    expect(Hls.instances).toEqual([hls]);
    expect(hls?.config.maxMaxBufferLength).toBe(DEFAULT_HLS_CONFIG.maxMaxBufferLength);
  });

  it('loads nothing without a source', async () => {
    const { Hls } = await renderFrame({ src: null });

    expect(Hls.instances).toHaveLength(0);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('with autoPlay=%s asks to play %s time(s)', async (autoPlay, times) => {
    const { play } = await renderFrame({ autoPlay });

    expect(play).toHaveBeenCalledTimes(times);
  });

  it('plays a preloaded source when autoPlay turns on, without loading it again', async () => {
    const { Hls, play, rerender } = await renderFrame({ autoPlay: false });
    const options = { loadHls: fakeHlsLoader(Hls), mediaSession: null };

    rerender(<PlayerFrame src={SRC} options={options} autoPlay />);
    await act(settle);
    rerender(<PlayerFrame src={SRC} options={options} autoPlay />);

    expect(Hls.instances).toHaveLength(1);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('shows a cover that arrives after the load on the lock screen, without loading again', async () => {
    vi.stubGlobal('MediaMetadata', FakeMediaMetadata);
    const { session } = fakeMediaSession();
    const Hls = createFakeHls();
    const options = { loadHls: fakeHlsLoader(Hls), mediaSession: session };
    const { emit, rerender } = await renderFrame({ title: '示例视频', options }, Hls);
    emit('playing');
    expect(session.metadata).toMatchObject({ title: '示例视频', artwork: [] });

    rerender(
      <PlayerFrame src={SRC} options={options} title="示例视频" cover="blob:https://app.test/1" />,
    );

    expect(session.metadata).toMatchObject({
      title: '示例视频',
      artwork: [{ src: 'blob:https://app.test/1' }],
    });
    expect(Hls.instances).toHaveLength(1);
  });

  it('shows a spinner while loading or buffering', async () => {
    const { media, emit } = await renderFrame();
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');

    act(() => media.setDuration(60));
    emit('loadedmetadata');
    expect(screen.queryByText('加载中...')).not.toBeInTheDocument();
    emit('waiting');

    expect(screen.getByText('加载中...')).toBeInTheDocument();
  });

  it('shows the controls unless told not to', async () => {
    await renderFrame();
    expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument();
  });

  it('leaves the controls out with controls={false}', async () => {
    await renderFrame({ controls: false });
    expect(screen.queryByRole('button', { name: '全屏' })).not.toBeInTheDocument();
  });

  it('tells the screen once playback started for the source', async () => {
    const onPlayStarted = vi.fn();
    const { emit } = await renderFrame({ onPlayStarted });

    emit('playing');
    emit('pause');
    emit('playing');

    expect(onPlayStarted).toHaveBeenCalledOnce();
  });

  it('tells the screen once the source has started, once', async () => {
    const onSettled = vi.fn();
    const { emit } = await renderFrame({ onSettled });
    expect(onSettled).not.toHaveBeenCalled();

    emit('loadedmetadata');
    emit('playing');

    expect(onSettled).toHaveBeenCalledOnce();
  });

  it('tells the screen each time the source plays to its end', async () => {
    const onEnded = vi.fn();
    const { emit } = await renderFrame({ onEnded });

    emit('playing');
    emit('ended');
    expect(onEnded).toHaveBeenCalledOnce();
    emit('playing');
    emit('ended');
    expect(onEnded).toHaveBeenCalledTimes(2);
    expect(onEnded).toHaveBeenLastCalledWith({ autoNext: true });
  });

  it('lets nothing follow a film 定时关闭 (播完当前) was waiting for, and ends the timer there', async () => {
    const onEnded = vi.fn();
    const { emit } = await renderFrame({ onEnded });
    sleepTimerSession.set(startSleepTimer('endOfFilm', Date.now()));

    emit('playing');
    emit('ended');
    expect(onEnded).toHaveBeenCalledExactlyOnceWith({ autoNext: false });
    expect(sleepTimerSession.get()).toBeNull();
    // The next time the visitor plays it to the end, 自动连播 follows again.
    emit('playing');
    emit('ended');
    expect(onEnded).toHaveBeenLastCalledWith({ autoNext: true });
  });

  it('lets 自动连播 follow a film that ends well before a 定时关闭 deadline', async () => {
    const onEnded = vi.fn();
    const { emit } = await renderFrame({ onEnded });
    sleepTimerSession.set(startSleepTimer(30, Date.now()));

    emit('playing');
    emit('ended');
    expect(onEnded).toHaveBeenCalledExactlyOnceWith({ autoNext: true });
    act(() => sleepTimerSession.set(null));
  });

  it('shows the error with 重试, which loads the source again, and tells the screen it gave up', async () => {
    const onError = vi.fn();
    const onSettled = vi.fn();
    const { Hls } = await renderFrame({ onError, onSettled });

    act(() =>
      Hls.instances[0]?.emit(Hls.Events.ERROR, { type: Hls.ErrorTypes.OTHER_ERROR, fatal: true }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('视频播放出错，请重试');
    expect(onError).toHaveBeenCalledExactlyOnceWith({
      kind: 'media',
      message: '视频播放出错，请重试',
    });
    expect(onSettled).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: '全屏' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(settle);

    expect(Hls.instances).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws its children over the video', async () => {
    await renderFrame({ children: <p>广告</p> });
    expect(screen.getByText('广告')).toBeInTheDocument();
  });

  it('destroys the player on unmount', async () => {
    const { Hls, unmount, video } = await renderFrame();

    unmount();

    expect(Hls.instances[0]?.destroyed).toBe(true);
    expect(video).not.toHaveAttribute('src');
  });
});
