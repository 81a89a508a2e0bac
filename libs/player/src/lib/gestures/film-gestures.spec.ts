import type { Player, PlayerState } from '../core/player-types';
import { initialPlayerState } from '../core/player-state';
import {
  createFilmGestures,
  FILM_TAP_ATTRIBUTE,
  type FilmGestureView,
  type GesturePointer,
  PLAY_TOGGLE_SHOW_MS,
} from './film-gestures';
import { HOLD_MS, TAP_RUN_MS } from './gesture-recogniser';

const BOX = { left: 0, top: 0, width: 300, height: 200 };

/** A player that records what the gestures ask of it. */
function fakePlayer(state: Partial<PlayerState> = {}) {
  let current: PlayerState = {
    ...initialPlayerState,
    status: 'playing',
    duration: 600,
    currentTime: 100,
    ...state,
  };
  let volume = 0.5;
  const player = {
    getState: () => current,
    setRate: vi.fn((rate: number) => (current = { ...current, rate })),
    seekTo: vi.fn(),
    getVolume: () => volume,
    setVolume: vi.fn((level: number) => (volume = level)),
  };
  return { player, asPlayer: player as unknown as Player };
}

/** A finger's events at `x, y` (ms `t`), on `target`. */
const at = (
  x: number,
  y: number,
  t: number,
  target: EventTarget | null = null,
): GesturePointer => ({
  pointerId: 1,
  clientX: x,
  clientY: y,
  timeStamp: t,
  target,
});

function gesturesOn(player: Player) {
  const views: FilmGestureView[] = [];
  const onDoubleTap = vi.fn();
  const onTap = vi.fn();
  const gestures = createFilmGestures({
    player,
    box: () => BOX,
    onView: (view) => views.push(view),
    onDoubleTap,
    onTap,
  });
  return { gestures, views, onDoubleTap, onTap };
}

afterEach(() => vi.useRealTimers());

describe('createFilmGestures', () => {
  it('seeks on release of a horizontal drag, showing the bubble while it drags', () => {
    const { player, asPlayer } = fakePlayer();
    const { gestures, views } = gesturesOn(asPlayer);

    gestures.down(at(100, 100, 0));
    gestures.move(at(130, 102, 20));
    gestures.move(at(200, 103, 40));
    expect(player.seekTo).not.toHaveBeenCalled();
    expect(views.at(-1)?.seekPreview).toEqual({
      time: '2:10 / 10:00',
      delta: '+30秒',
      target: 130,
    });
    gestures.up(at(200, 103, 60));

    expect(player.seekTo).toHaveBeenCalledWith(130);
    expect(views.at(-1)?.seekPreview).toBeNull();
    expect(gestures.takeClick()).toBe(true);
    expect(gestures.takeClick()).toBe(false);
  });

  it('plays at 2× while a finger is held, and at the rate before once it lifts', () => {
    vi.useFakeTimers();
    const { player, asPlayer } = fakePlayer({ rate: 1.5 });
    const { gestures, views } = gesturesOn(asPlayer);

    gestures.down(at(150, 100, 0));
    vi.advanceTimersByTime(HOLD_MS);
    expect(player.setRate).toHaveBeenLastCalledWith(2);
    expect(views.at(-1)?.held).toBe(true);
    gestures.up(at(150, 100, HOLD_MS + 200));

    expect(player.setRate).toHaveBeenLastCalledWith(1.5);
    expect(views.at(-1)?.held).toBe(false);
  });

  it('ends the 2× when the film stops under the finger', () => {
    vi.useFakeTimers();
    const { player, asPlayer } = fakePlayer();
    const { gestures } = gesturesOn(asPlayer);
    gestures.down(at(150, 100, 0));
    vi.advanceTimersByTime(HOLD_MS);
    gestures.stopped();
    expect(player.setRate).toHaveBeenLastCalledWith(1);
  });

  it('does not speed up a paused film', () => {
    vi.useFakeTimers();
    const { player, asPlayer } = fakePlayer({ status: 'paused' });
    const { gestures } = gesturesOn(asPlayer);
    gestures.down(at(150, 100, 0));
    vi.advanceTimersByTime(HOLD_MS);
    expect(player.setRate).not.toHaveBeenCalled();
  });

  it('plays or pauses on a double tap in the middle third, and shows the controls on a single tap', () => {
    const { asPlayer } = fakePlayer();
    const { gestures, onDoubleTap, onTap } = gesturesOn(asPlayer);

    gestures.down(at(150, 100, 0));
    gestures.up(at(150, 100, 50));
    gestures.down(at(152, 101, 150));
    gestures.up(at(152, 101, 200));

    expect(onTap).toHaveBeenCalledTimes(1);
    expect(onDoubleTap).toHaveBeenCalledTimes(1);
    expect(gestures.takeClick()).toBe(true);
  });

  it('leaves a tap on a control to the control', () => {
    const { asPlayer } = fakePlayer();
    const { gestures, onTap } = gesturesOn(asPlayer);
    const button = document.createElement('button');
    gestures.down(at(150, 100, 0, button));
    gestures.up(at(150, 100, 50, button));
    expect(onTap).not.toHaveBeenCalled();
  });

  it('lets the progress bar drag itself', () => {
    const { player, asPlayer } = fakePlayer();
    const { gestures } = gesturesOn(asPlayer);
    const bar = document.createElement('input');
    gestures.down(at(100, 190, 0, bar));
    gestures.move(at(200, 190, 30, bar));
    gestures.up(at(200, 190, 60, bar));
    expect(player.seekTo).not.toHaveBeenCalled();
  });

  it('sets the volume with a vertical drag on the right half, the brightness on the left', () => {
    const { player, asPlayer } = fakePlayer();
    const { gestures, views } = gesturesOn(asPlayer);

    gestures.down(at(250, 150, 0));
    gestures.move(at(250, 130, 20));
    gestures.move(at(250, 110, 40));
    gestures.up(at(250, 110, 60));
    expect(player.setVolume).toHaveBeenLastCalledWith(0.7);

    gestures.down(at(50, 100, 1000));
    gestures.move(at(50, 120, 1020));
    gestures.move(at(50, 150, 1040));
    gestures.up(at(50, 150, 1060));
    expect(views.at(-1)?.brightness).toBeCloseTo(0.75);
  });

  it('puts a level back when the browser takes the finger', () => {
    const { player, asPlayer } = fakePlayer();
    const { gestures } = gesturesOn(asPlayer);
    gestures.down(at(250, 150, 0));
    gestures.move(at(250, 110, 20));
    gestures.cancel(at(250, 110, 30));
    expect(player.setVolume).toHaveBeenLastCalledWith(0.5);
  });

  describe('taps (YouTube’s convention)', () => {
    /** A tap at `x` (ms `t`) on `target`, and whether its click was swallowed. */
    const tapAt = (
      gestures: ReturnType<typeof gesturesOn>['gestures'],
      x: number,
      t: number,
      target: EventTarget | null = null,
    ) => {
      gestures.down(at(x, 100, t, target));
      gestures.up(at(x, 100, t + 40, target));
      return gestures.takeClick();
    };
    const lastView = (views: FilmGestureView[]) => views.at(-1);

    it.each([
      ['left', 40, [90, 80, 70], '-30秒'],
      ['right', 260, [110, 120, 130], '+30秒'],
    ] as const)(
      'seeks on a double tap on the %s third, 10 s more with each further tap, showing the total',
      (_side, x, targets, total) => {
        vi.useFakeTimers();
        const { player, asPlayer } = fakePlayer();
        const { gestures, views, onTap } = gesturesOn(asPlayer);

        tapAt(gestures, x, 0);
        expect(player.seekTo).not.toHaveBeenCalled();
        tapAt(gestures, x + 3, 200);
        tapAt(gestures, x - 5, 500);
        tapAt(gestures, x + 8, 800);

        expect(player.seekTo.mock.calls.map(([time]) => time)).toEqual(targets);
        expect(lastView(views)?.ripple).toMatchObject({ text: total, x: x + 8, y: 100 });
        // The first tap showed or hid the controls at once; the run changed them no more.
        expect(onTap).toHaveBeenCalledTimes(1);
        vi.advanceTimersByTime(TAP_RUN_MS);
        expect(lastView(views)?.ripple).toBeNull();
      },
    );

    it('plays or pauses once on a double tap in the middle, showing which, and never on a third tap', () => {
      vi.useFakeTimers();
      const { asPlayer } = fakePlayer({ status: 'playing' });
      const { gestures, views, onDoubleTap } = gesturesOn(asPlayer);

      tapAt(gestures, 150, 0);
      tapAt(gestures, 151, 150);
      tapAt(gestures, 152, 300);

      expect(onDoubleTap).toHaveBeenCalledTimes(1);
      expect(lastView(views)?.playToggle).toBe('pause');
      vi.advanceTimersByTime(PLAY_TOGGLE_SHOW_MS);
      expect(lastView(views)?.playToggle).toBeNull();
    });

    it('takes every tap on the film’s overlaid controls, so that the controls showing changes nothing', () => {
      const { player, asPlayer } = fakePlayer();
      const { gestures, onTap } = gesturesOn(asPlayer);
      const third = document.createElement('button');
      third.setAttribute(FILM_TAP_ATTRIBUTE, '');

      expect(tapAt(gestures, 40, 0, third)).toBe(true);
      expect(tapAt(gestures, 40, 200, third)).toBe(true);

      expect(onTap).toHaveBeenCalledTimes(1);
      expect(player.seekTo).toHaveBeenCalledExactlyOnceWith(90);
    });

    it('swallows both clicks of a quick pair that arrive after its second touch', () => {
      const { player, asPlayer } = fakePlayer();
      const { gestures } = gesturesOn(asPlayer);
      gestures.down(at(40, 100, 0));
      gestures.up(at(40, 100, 30));
      gestures.down(at(40, 100, 150));
      gestures.up(at(40, 100, 180));

      expect([gestures.takeClick(), gestures.takeClick(), gestures.takeClick()]).toEqual([
        true,
        true,
        false,
      ]);
      expect(player.seekTo).toHaveBeenCalledExactlyOnceWith(90);
    });

    it('leaves a lone tap on the play button to the button, and counts it into a double tap', () => {
      const { player, asPlayer } = fakePlayer();
      const { gestures, onTap, onDoubleTap } = gesturesOn(asPlayer);
      const playButton = document.createElement('button');
      playButton.setAttribute(FILM_TAP_ATTRIBUTE, 'play');

      // The button's click plays or pauses; the second tap makes no second toggle.
      expect(tapAt(gestures, 150, 0, playButton)).toBe(false);
      expect(tapAt(gestures, 150, 200, playButton)).toBe(true);

      expect(onTap).not.toHaveBeenCalled();
      expect(onDoubleTap).not.toHaveBeenCalled();
      expect(player.seekTo).not.toHaveBeenCalled();
    });

    it('counts a tap on the bar’s buttons into no run', () => {
      const { player, asPlayer } = fakePlayer();
      const { gestures, onTap } = gesturesOn(asPlayer);
      const fullscreen = document.createElement('button');

      tapAt(gestures, 260, 0);
      expect(tapAt(gestures, 260, 200, fullscreen)).toBe(false);

      expect(onTap).toHaveBeenCalledTimes(1);
      expect(player.seekTo).not.toHaveBeenCalled();
    });

    it('seeks a key’s seconds with the same ripple, adding presses up while it shows', () => {
      vi.useFakeTimers();
      const { player, asPlayer } = fakePlayer();
      const { gestures, views } = gesturesOn(asPlayer);

      gestures.nudge(-5);
      gestures.nudge(-5);

      expect(player.seekTo.mock.calls.map(([time]) => time)).toEqual([95, 90]);
      expect(lastView(views)?.ripple).toMatchObject({ text: '-10秒' });
    });

    it('clears its timers on destroy', () => {
      vi.useFakeTimers();
      const { asPlayer } = fakePlayer();
      const { gestures } = gesturesOn(asPlayer);
      tapAt(gestures, 40, 0);
      tapAt(gestures, 40, 200);
      gestures.destroy();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
