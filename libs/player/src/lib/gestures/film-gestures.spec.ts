import type { Player, PlayerState } from '../core/player-types';
import { initialPlayerState } from '../core/player-state';
import { createFilmGestures, type FilmGestureView, type GesturePointer } from './film-gestures';
import { HOLD_MS } from './gesture-recogniser';

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
});
