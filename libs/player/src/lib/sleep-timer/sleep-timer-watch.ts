import { sleepFadeVolume, sleepTimerDue, sleepTimerFadeDue, SLEEP_FADE_MS } from '@video/domain';
import type { Player } from '../core/player-types';
import { globalTimers, type Timers } from '../core/timers';
import type { SleepTimerSession } from './sleep-timer-session';

/** How often the fade sets the volume: smooth enough to hear as a ramp. */
const FADE_STEP_MS = 100;

export interface SleepTimerWatchOptions {
  readonly player: Pick<Player, 'pause' | 'getVolume' | 'setVolume'>;
  readonly session: SleepTimerSession;
  /** The wall clock (`Date.now`): the deadline is a time of day, not a count of timer ticks. */
  readonly now?: () => number;
  readonly timers?: Timers;
  /** Where `visibilitychange` comes from: the check runs again as the page shows. */
  readonly page?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
}

export interface SleepTimerWatch {
  destroy(): void;
}

/**
 * Runs the session's deadline timer over `player`: {@link SLEEP_FADE_MS} before the deadline the
 * sound ramps down to nothing, then the film pauses, the visitor's volume comes back and the timer
 * is done. Checked on a timer set for the next moment that matters and whenever the page shows
 * again (timers sleep with the screen or a background tab; the wall clock does not). A timer that
 * waits for the film's end is the frame's to end (`PlayerFrame`). `destroy` clears every timer and
 * listener, and puts the volume back if a fade was under way.
 */
export function watchSleepTimer({
  player,
  session,
  now = Date.now,
  timers = globalTimers,
  page = globalThis.document,
}: SleepTimerWatchOptions): SleepTimerWatch {
  let pending: ReturnType<Timers['setTimeout']> | null = null;
  let fade: { readonly from: number; readonly startedAt: number } | null = null;

  const schedule = (ms: number) => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = timers.setTimeout(check, Math.max(0, ms));
  };

  const restoreVolume = () => {
    if (fade !== null && fade.from > 0) player.setVolume(fade.from);
    fade = null;
  };

  const finish = () => {
    player.pause();
    restoreVolume();
    session.set(null);
  };

  function check() {
    pending = null;
    const timer = session.get();
    if (timer === null || timer.kind !== 'deadline') {
      restoreVolume();
      return;
    }
    const at = now();
    if (sleepTimerDue(timer, at) && fade === null) {
      // Woken after the deadline (the screen was off): the film pauses at once.
      finish();
      return;
    }
    if (!sleepTimerFadeDue(timer, at)) {
      schedule(timer.deadline - SLEEP_FADE_MS - at);
      return;
    }
    fade ??= { from: player.getVolume() ?? 0, startedAt: at };
    const elapsed = at - fade.startedAt;
    if (elapsed >= SLEEP_FADE_MS || sleepTimerDue(timer, at)) {
      finish();
      return;
    }
    if (fade.from > 0) player.setVolume(sleepFadeVolume(fade.from, elapsed));
    schedule(FADE_STEP_MS);
  }

  const onVisibility = () => check();
  // A new choice (or 不开启) while a fade runs: the volume comes back and the new timer counts.
  const unsubscribe = session.subscribe(() => {
    restoreVolume();
    check();
  });
  page?.addEventListener('visibilitychange', onVisibility);
  check();

  return {
    destroy() {
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
      unsubscribe();
      page?.removeEventListener('visibilitychange', onVisibility);
      restoreVolume();
    },
  };
}
