import { SLEEP_FADE_MS, startSleepTimer } from '@video/domain';
import { createSleepTimerSession } from './sleep-timer-session';
import { watchSleepTimer } from './sleep-timer-watch';

const MINUTE = 60_000;

/** A player that keeps its volume and whether it was paused. */
function fakePlayer(volume = 0.8) {
  const player = {
    volume,
    paused: false,
    volumes: [] as number[],
    pause: vi.fn(() => {
      player.paused = true;
    }),
    getVolume: () => player.volume,
    setVolume: vi.fn((level: number) => {
      player.volume = level;
      player.volumes.push(level);
    }),
  };
  return player;
}

function setUp(volume?: number) {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  const session = createSleepTimerSession();
  const player = fakePlayer(volume);
  const page = new EventTarget() as unknown as Document;
  const watch = watchSleepTimer({ player, session, page });
  return { session, player, page, watch };
}

afterEach(() => vi.useRealTimers());

describe('watchSleepTimer', () => {
  it('fades the sound over the last seconds, pauses at the deadline and gives the volume back', () => {
    const { session, player } = setUp();
    session.set(startSleepTimer(15, Date.now()));

    vi.advanceTimersByTime(15 * MINUTE - SLEEP_FADE_MS - 1);
    expect(player.setVolume).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SLEEP_FADE_MS / 2 + 1);
    expect(player.volume).toBeGreaterThan(0);
    expect(player.volume).toBeLessThan(0.8);
    expect(player.paused).toBe(false);

    vi.advanceTimersByTime(SLEEP_FADE_MS);
    expect(player.paused).toBe(true);
    // Quieter step by step, then back to the visitor's volume once paused.
    const ramp = player.volumes.slice(0, -1);
    expect(ramp).toEqual([...ramp].sort((a, b) => b - a));
    expect(player.volume).toBe(0.8);
    expect(session.get()).toBeNull();
  });

  it('pauses at once when the page shows again after the deadline went by', () => {
    const { session, player, page } = setUp();
    session.set(startSleepTimer(15, Date.now()));
    // The screen was off: timers did not run, the clock did.
    vi.setSystemTime(Date.now() + 20 * MINUTE);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(player.paused).toBe(true);
    expect(player.volume).toBe(0.8);
    expect(session.get()).toBeNull();
  });

  it('does nothing under 播完当前: the film’s end is the frame’s', () => {
    const { session, player } = setUp();
    session.set(startSleepTimer('endOfFilm', Date.now()));
    vi.advanceTimersByTime(120 * MINUTE);
    expect(player.pause).not.toHaveBeenCalled();
    expect(session.get()).toEqual({ kind: 'endOfFilm' });
  });

  it('gives the volume back when 不开启 is chosen during the fade', () => {
    const { session, player } = setUp();
    session.set(startSleepTimer(15, Date.now()));
    vi.advanceTimersByTime(15 * MINUTE - SLEEP_FADE_MS / 2);
    expect(player.volume).toBeLessThan(0.8);
    session.set(null);
    expect(player.volume).toBe(0.8);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(player.paused).toBe(false);
  });

  it('stops watching on destroy', () => {
    const { session, player, watch } = setUp();
    session.set(startSleepTimer(15, Date.now()));
    watch.destroy();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(player.pause).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
