import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createFakeHls, fakeHlsLoader, stubMedia } from '../../testing';
import { createPlayer } from '../core/create-player';
import type { FlagStore, RateStore } from '../core/player-types';
import { PlayerControls } from './player-controls';

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function flagStore(shown = false): FlagStore & { setFlag: ReturnType<typeof vi.fn> } {
  let flag = shown;
  return {
    getFlag: () => flag,
    setFlag: vi.fn(() => {
      flag = true;
    }),
  };
}

function rateStore(saved = 1): RateStore & { setRate: ReturnType<typeof vi.fn> } {
  let rate = saved;
  return {
    getRate: () => rate,
    setRate: vi.fn((chosen: number) => {
      rate = chosen;
    }),
  };
}

async function renderControls(seekHintStore: FlagStore = flagStore(true), rates?: RateStore) {
  const media = stubMedia();
  const Hls = createFakeHls();
  const container = document.createElement('div');
  container.requestFullscreen = vi.fn().mockResolvedValue(undefined);
  const player = createPlayer({
    video: media.video,
    container,
    loadHls: fakeHlsLoader(Hls),
    mediaSession: null,
  });
  player.load('https://media.test/1/master.m3u8');
  await act(settle);
  act(() => {
    media.setDuration(100);
    media.emit('loadedmetadata');
  });
  const view = render(
    <PlayerControls player={player} seekHintStore={seekHintStore} rateStore={rates} />,
  );
  const emit = (type: string) => act(() => media.emit(type));
  const hls = () => {
    const instance = Hls.instances.at(-1);
    if (instance === undefined) throw new Error('no hls.js instance');
    return instance;
  };
  return { ...view, player, media, container, emit, hls };
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('PlayerControls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('MediaSource', class {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it.each(['播放', '快退10秒', '快进10秒', '显示或隐藏控制栏', '清晰度', '倍速', '全屏'])(
    'has a button named %s',
    async (name) => {
      await renderControls();

      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    },
  );

  it('shows the progress and times', async () => {
    const { media } = await renderControls();

    act(() => media.setTime(65));

    const progress = screen.getByRole('slider', { name: '播放进度' });
    expect(progress).toHaveValue('65');
    expect(progress).toHaveAttribute('aria-valuetext', '1:05 / 1:40');
    expect(screen.getByText('1:05')).toBeInTheDocument();
    expect(screen.getByText('1:40')).toBeInTheDocument();
  });

  it('seeks when the progress bar moves', async () => {
    const { media } = await renderControls();

    fireEvent.change(screen.getByRole('slider', { name: '播放进度' }), {
      target: { value: '30' },
    });

    expect(media.video.currentTime).toBe(30);
  });

  it('plays and pauses, naming the button after what it does', async () => {
    const { player, emit } = await renderControls();
    const play = vi.spyOn(player, 'play');
    const pause = vi.spyOn(player, 'pause');

    fireEvent.click(screen.getByRole('button', { name: '播放' }));
    emit('playing');
    fireEvent.click(screen.getByRole('button', { name: '暂停' }));

    expect(play).toHaveBeenCalledOnce();
    expect(pause).toHaveBeenCalledOnce();
  });

  // A click with no finger before it: a key or a screen reader pressing the third's button.
  it.each([
    ['快退10秒', 2, '-20秒', 30],
    ['快进10秒', 3, '+30秒', 80],
    ['快进10秒', 1, '+10秒', 60],
  ])('seeks at once on %s pressed ×%s, showing %s in all', async (name, presses, total, time) => {
    const { player, media } = await renderControls();
    act(() => media.setTime(50));

    for (let i = 0; i < presses; i++) fireEvent.click(screen.getByRole('button', { name }));

    expect(player.getState().currentTime).toBe(time);
    expect(screen.getByText(total)).toBeInTheDocument();
    advance(600);
    expect(screen.queryByText(total)).not.toBeInTheDocument();
  });

  describe('a finger held on the playing film', () => {
    const middle = () => screen.getByRole('button', { name: '显示或隐藏控制栏' });
    const press = (x = 100, y = 100) =>
      fireEvent.pointerDown(middle(), { clientX: x, clientY: y, isPrimary: true });

    it('plays it at 2× while held, says so, and restores the rate chosen before', async () => {
      const { player, emit } = await renderControls();
      emit('playing');
      player.setRate(1.5);
      emit('ratechange');
      const setRate = vi.spyOn(player, 'setRate');

      press();
      advance(499);
      expect(setRate).not.toHaveBeenCalled();
      advance(1);
      expect(setRate).toHaveBeenLastCalledWith(2);
      expect(screen.getByRole('status')).toHaveTextContent('2倍速播放中');

      fireEvent.pointerUp(middle());
      expect(setRate).toHaveBeenLastCalledWith(1.5);
      expect(screen.queryByText('2倍速播放中')).not.toBeInTheDocument();
    });

    // A lifted touch also leaves the film as it lifts (pointerup, then pointerleave).
    it.each([
      ['a mouse button', ['pointerUp']],
      ['a lifted touch', ['pointerUp', 'pointerLeave']],
    ] as const)(
      'swallows the click that ends it after %s: nothing toggles or seeks, the next tap does',
      async (_lift, events) => {
        const { player, emit, media } = await renderControls();
        emit('playing');
        act(() => media.setTime(50));
        const seekTo = vi.spyOn(player, 'seekTo');
        const back = screen.getByRole('button', { name: '快退10秒' });

        fireEvent.pointerDown(back, { clientX: 10, clientY: 10, isPrimary: true });
        advance(600);
        for (const event of events) fireEvent[event](back);
        fireEvent.click(back);
        advance(1000);

        expect(seekTo).not.toHaveBeenCalled();
        fireEvent.click(back);
        advance(1000);
        expect(seekTo).toHaveBeenCalledExactlyOnceWith(40);
      },
    );

    it('is a swipe, not a press, once it moves', async () => {
      const { player, emit } = await renderControls();
      emit('playing');
      const setRate = vi.spyOn(player, 'setRate');

      press(100, 100);
      fireEvent.pointerMove(middle(), { clientX: 100, clientY: 140 });
      advance(1000);

      expect(setRate).not.toHaveBeenCalled();
    });

    it('does nothing while the film is paused', async () => {
      const { player } = await renderControls();
      const setRate = vi.spyOn(player, 'setRate');

      press();
      advance(1000);

      expect(setRate).not.toHaveBeenCalled();
    });
  });

  describe('the chosen speed', () => {
    it('starts the film at the speed chosen last, and keeps a new choice', async () => {
      const rates = rateStore(1.5);
      const { player, emit } = await renderControls(flagStore(true), rates);
      emit('ratechange');
      expect(player.getState().rate).toBe(1.5);

      fireEvent.click(screen.getByRole('button', { name: '倍速 1.5x' }));
      fireEvent.click(screen.getByRole('button', { name: '2x' }));
      expect(rates.setRate).toHaveBeenCalledExactlyOnceWith(2);
    });

    it('keeps nothing of a finger held at 2×', async () => {
      const rates = rateStore(1);
      const { emit } = await renderControls(flagStore(true), rates);
      emit('playing');

      fireEvent.pointerDown(screen.getByRole('button', { name: '显示或隐藏控制栏' }), {
        clientX: 100,
        clientY: 100,
        isPrimary: true,
      });
      advance(600);
      fireEvent.pointerUp(screen.getByRole('button', { name: '显示或隐藏控制栏' }));

      expect(rates.setRate).not.toHaveBeenCalled();
    });
  });

  describe('the keyboard', () => {
    it('seeks 5 s with the arrow keys from the film’s buttons', async () => {
      const { player, media } = await renderControls();
      act(() => media.setTime(50));
      const zone = screen.getByRole('button', { name: '显示或隐藏控制栏' });

      // What the keys do loads on the first key: that key acts once it has.
      fireEvent.keyDown(zone, { key: 'ArrowRight' });
      await vi.waitFor(() => expect(player.getState().currentTime).toBe(55));
      advance(700);
      fireEvent.keyDown(zone, { key: 'ArrowLeft' });
      await vi.waitFor(() => expect(player.getState().currentTime).toBe(50));
      advance(700);
    });
  });

  describe('清晰度', () => {
    it('offers 自动 and each rendition by its height, and switches to the one tapped', async () => {
      const { hls, player } = await renderControls();
      const levels = [
        { height: 720, bitrate: 2_000_000 },
        { height: 360, bitrate: 600_000 },
      ];
      act(() => {
        hls().levels = levels;
        hls().emit('hlsManifestParsed', { levels });
      });

      fireEvent.click(screen.getByRole('button', { name: '清晰度' }));
      const menu = within(screen.getByRole('group', { name: '清晰度' }));
      expect(menu.getAllByRole('button').map((option) => option.textContent)).toEqual([
        '自动',
        '720P',
        '360P',
      ]);
      expect(menu.getByRole('button', { name: '自动' })).toHaveAttribute('aria-pressed', 'true');

      fireEvent.click(menu.getByRole('button', { name: '360P' }));
      expect(player.getState().quality).toBe(360);
      expect(hls().currentLevel).toBe(1);
      expect(screen.queryByRole('group', { name: '清晰度' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: '360P' })).toBeInTheDocument();
    });

    it('shows the note the screen gives beside 清晰度, whichever rendition plays', async () => {
      const { rerender, player } = await renderControls();
      rerender(<PlayerControls player={player} qualityNote="省流" />);

      expect(screen.getByRole('button', { name: '清晰度 省流' })).toBeInTheDocument();
    });
  });

  describe('gestures on the film', () => {
    // The film's box on a phone in portrait: what the drags are fractions of.
    beforeEach(() => {
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 225 }),
      );
    });
    const middle = () => screen.getByRole('button', { name: '显示或隐藏控制栏' });
    const pointer = (x: number, y: number) => ({
      clientX: x,
      clientY: y,
      pointerId: 1,
      isPrimary: true,
    });

    it('seeks by a finger dragged across it, showing the target, once the finger lifts', async () => {
      const { player } = await renderControls();
      const seekTo = vi.spyOn(player, 'seekTo');

      fireEvent.pointerDown(middle(), pointer(100, 100));
      fireEvent.pointerMove(middle(), pointer(200, 104));
      fireEvent.pointerMove(middle(), pointer(300, 108));
      // Half the width of a 100 s film: 45 s of the 90 s a whole width seeks.
      expect(screen.getByRole('status')).toHaveTextContent('0:45 / 1:40+45秒');
      expect(seekTo).not.toHaveBeenCalled();

      fireEvent.pointerUp(middle(), pointer(300, 108));
      fireEvent.click(middle());
      expect(seekTo).toHaveBeenCalledExactlyOnceWith(45);
      expect(screen.queryByText('+45秒')).not.toBeInTheDocument();
    });

    it('seeks nowhere when the browser takes the drag over', async () => {
      const { player } = await renderControls();
      const seekTo = vi.spyOn(player, 'seekTo');

      fireEvent.pointerDown(middle(), pointer(100, 100));
      fireEvent.pointerMove(middle(), pointer(200, 100));
      fireEvent.pointerCancel(middle(), pointer(200, 100));

      expect(seekTo).not.toHaveBeenCalled();
      expect(screen.queryByText(/秒$/)).not.toBeInTheDocument();
    });

    it('sets the volume by a finger dragged up or down the right half, saying how loud', async () => {
      const { player, media } = await renderControls();

      fireEvent.pointerDown(middle(), pointer(300, 200));
      fireEvent.pointerMove(middle(), pointer(300, 150));
      fireEvent.pointerMove(middle(), pointer(301, 110));
      // From full volume, 90 px of a 225 px film down... up: it stays full; then down by half.
      expect(screen.getByRole('status')).toHaveTextContent('音量 100%');
      fireEvent.pointerMove(middle(), pointer(301, 312));
      expect(screen.getByRole('status')).toHaveTextContent('音量 50%');
      fireEvent.pointerUp(middle(), pointer(301, 312));

      expect(player.getVolume()).toBeCloseTo(0.5);
      expect(media.video.volume).toBeCloseTo(0.5);
      expect(screen.queryByText(/音量/)).not.toBeInTheDocument();
    });

    it('dims the film by a finger dragged down the left half, and the browser taking it undoes it', async () => {
      await renderControls();
      const dim = () => document.querySelector<HTMLElement>('[style*="opacity"]');

      fireEvent.pointerDown(middle(), pointer(100, 20));
      fireEvent.pointerMove(middle(), pointer(100, 132));
      expect(screen.getByRole('status')).toHaveTextContent('亮度 50%');
      fireEvent.pointerUp(middle(), pointer(100, 132));
      expect(Number(dim()?.style.opacity)).toBeCloseTo(0.4);

      fireEvent.pointerDown(middle(), pointer(100, 20));
      fireEvent.pointerMove(middle(), pointer(100, 200));
      fireEvent.pointerCancel(middle(), pointer(100, 200));
      expect(Number(dim()?.style.opacity)).toBeCloseTo(0.4);
    });

    it('leaves the volume alone where the platform keeps it', async () => {
      const { player } = await renderControls();
      vi.spyOn(player, 'getVolume').mockReturnValue(null);
      const setVolume = vi.spyOn(player, 'setVolume');

      fireEvent.pointerDown(middle(), pointer(300, 200));
      fireEvent.pointerMove(middle(), pointer(300, 100));
      fireEvent.pointerUp(middle(), pointer(300, 100));

      expect(setVolume).not.toHaveBeenCalled();
      expect(screen.queryByText(/音量/)).not.toBeInTheDocument();
    });

    it('plays or pauses on a double tap in the middle', async () => {
      const { player } = await renderControls();
      const play = vi.spyOn(player, 'play');

      for (let tap = 0; tap < 2; tap++) {
        fireEvent.pointerDown(middle(), pointer(200, 100));
        fireEvent.pointerUp(middle(), pointer(200, 100));
        fireEvent.click(middle());
      }

      expect(play).toHaveBeenCalledTimes(1);
    });

    it('plays at 2× under a finger held on the controls too, and the lift does not pause', async () => {
      const { player, emit } = await renderControls();
      emit('playing');
      const setRate = vi.spyOn(player, 'setRate');
      const pause = vi.spyOn(player, 'pause');
      const button = screen.getByRole('button', { name: '暂停' });

      fireEvent.pointerDown(button, pointer(30, 200));
      advance(500);
      expect(setRate).toHaveBeenLastCalledWith(2);
      fireEvent.pointerUp(button, pointer(30, 200));
      fireEvent.click(button);

      expect(setRate).toHaveBeenLastCalledWith(1);
      expect(pause).not.toHaveBeenCalled();
    });
  });

  it('ends where it began when presses on both sides cancel out', async () => {
    const { player, media } = await renderControls();
    act(() => media.setTime(50));

    fireEvent.click(screen.getByRole('button', { name: '快退10秒' }));
    fireEvent.click(screen.getByRole('button', { name: '快进10秒' }));
    advance(1000);

    expect(player.getState().currentTime).toBe(50);
  });

  it('offers the rates 1, 1.5, 2 and 3 under 倍速 and marks the current one', async () => {
    const { player, emit } = await renderControls();
    const setRate = vi.spyOn(player, 'setRate');

    fireEvent.click(screen.getByRole('button', { name: '倍速' }));
    const rates = screen.getByRole('group', { name: '倍速' });
    expect([...rates.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      '1x',
      '1.5x',
      '2x',
      '3x',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '2x' }));
    emit('ratechange');

    expect(setRate).toHaveBeenCalledExactlyOnceWith(2);
    expect(screen.queryByRole('group', { name: '倍速' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '倍速 2x' }));
    expect(screen.getByRole('button', { name: '2x' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for fullscreen', async () => {
    const { container } = await renderControls();

    fireEvent.click(screen.getByRole('button', { name: '全屏' }));

    expect(container.requestFullscreen).toHaveBeenCalledOnce();
  });

  describe('auto-hide', () => {
    it('hides the controls 3 s after the last touch while playing', async () => {
      const { emit } = await renderControls();
      emit('playing');

      advance(2999);
      expect(screen.getByRole('button', { name: '暂停' })).toBeInTheDocument();
      advance(1);

      expect(screen.queryByRole('button', { name: '暂停' })).not.toBeInTheDocument();
    });

    it('shows them again on a tap in the middle, and hides them on the next', async () => {
      const { emit } = await renderControls();
      emit('playing');
      advance(3000);
      const middle = screen.getByRole('button', { name: '显示或隐藏控制栏' });

      fireEvent.click(middle);
      expect(screen.getByRole('button', { name: '暂停' })).toBeInTheDocument();
      fireEvent.click(middle);

      expect(screen.queryByRole('button', { name: '暂停' })).not.toBeInTheDocument();
    });

    it('shows them on a seek tap', async () => {
      const { emit } = await renderControls();
      emit('playing');
      advance(3000);

      fireEvent.click(screen.getByRole('button', { name: '快进10秒' }));

      expect(screen.getByRole('button', { name: '暂停' })).toBeInTheDocument();
    });

    it('keeps them while the progress bar is held, and hides them 3 s after it is let go', async () => {
      const { emit } = await renderControls();
      emit('playing');
      const bar = screen.getByRole('slider', { name: '播放进度' });

      fireEvent.pointerDown(bar);
      advance(10_000);
      expect(screen.getByRole('button', { name: '暂停' })).toBeInTheDocument();
      // Let go off the bar: the window hears it.
      fireEvent.pointerUp(window);
      advance(2999);
      expect(screen.getByRole('button', { name: '暂停' })).toBeInTheDocument();
      advance(1);

      expect(screen.queryByRole('button', { name: '暂停' })).not.toBeInTheDocument();
    });

    it('keeps them while paused', async () => {
      await renderControls();

      fireEvent.click(screen.getByRole('button', { name: '显示或隐藏控制栏' }));
      advance(10_000);

      expect(screen.getByRole('button', { name: '播放' })).toBeInTheDocument();
    });
  });

  describe('seek hint', () => {
    const hint = '双击左右两侧可快退/快进10秒';

    it('shows once, for 5 s from the first start, and remembers it', async () => {
      const store = flagStore(false);
      const { emit } = await renderControls(store);
      expect(screen.queryByText(hint)).not.toBeInTheDocument();

      emit('playing');
      expect(screen.getByText(hint)).toBeInTheDocument();
      expect(store.setFlag).toHaveBeenCalledOnce();
      advance(4999);
      expect(screen.getByText(hint)).toBeInTheDocument();
      advance(1);

      expect(screen.queryByText(hint)).not.toBeInTheDocument();
    });

    it('never shows on a device that saw it', async () => {
      const { emit } = await renderControls(flagStore(true));

      emit('playing');

      expect(screen.queryByText(hint)).not.toBeInTheDocument();
    });

    it('shows once per mount without a store', async () => {
      const media = stubMedia();
      const player = createPlayer({
        video: media.video,
        loadHls: fakeHlsLoader(createFakeHls()),
        mediaSession: null,
      });
      render(<PlayerControls player={player} />);
      act(() => player.load('https://media.test/1/master.m3u8'));
      await act(settle);

      act(() => media.emit('playing'));

      expect(screen.getByText(hint)).toBeInTheDocument();
    });
  });
});
