import type { LoadOptions, PositionStore } from './player-types';
import { resumePosition } from '@video/domain';

/** Positions are saved at most this often while playing (and always on pause and teardown). */
export const POSITION_SAVE_INTERVAL_MS = 5000;

/** Where one source starts, and where it stopped. */
export interface ResumeTracker {
  /** A new source: remember its key, look up its saved position. */
  begin(options: LoadOptions): void;
  /** The next start is here (a recovery restarts where playback was). */
  restartAt(seconds: number): void;
  /** Called once metadata is known: the position to start at (0 for the beginning). */
  takeStart(duration: number): number;
  /** Saves the position now, with the video's duration (NaN while unknown). */
  save(seconds: number, duration: number): void;
  /** Saves the position if the last save is {@link POSITION_SAVE_INTERVAL_MS} old. */
  saveThrottled(seconds: number, duration: number): void;
}

/**
 * The resume bookkeeping of one player. Nothing is saved before the start position was applied,
 * so a source left while still loading keeps its remembered position.
 */
export function createResumeTracker(
  store: PositionStore | undefined,
  now: () => number,
): ResumeTracker {
  let key: string | undefined;
  let remembered: number | null = null;
  let explicitStart: number | null = null;
  let started = false;
  let lastSavedAt = 0;

  const tracker: ResumeTracker = {
    begin(options) {
      key = options.resumeKey;
      remembered = key === undefined ? null : (store?.get(key) ?? null);
      explicitStart = options.startPosition ?? null;
      started = false;
    },
    restartAt(seconds) {
      explicitStart = seconds;
    },
    takeStart(duration) {
      const start = explicitStart ?? (started ? 0 : resumePosition(remembered, duration));
      explicitStart = null;
      started = true;
      lastSavedAt = now();
      return start;
    },
    save(seconds, duration) {
      if (!started || key === undefined || store === undefined) return;
      store.set(key, seconds, duration);
      lastSavedAt = now();
    },
    saveThrottled(seconds, duration) {
      if (now() - lastSavedAt >= POSITION_SAVE_INTERVAL_MS) tracker.save(seconds, duration);
    },
  };
  return tracker;
}
