import type { PositionEntry } from '@video/domain';
import type { FlagStore, PositionStore, QualityStore, RateStore } from '@video/player';
import { storageKeys, type TypedStorage } from '@video/storage';

/** How many videos keep a resume position; the least recently played is forgotten first. */
export const REMEMBERED_POSITIONS = 50;

/** Remembered playback positions in `storage`, capped at {@link REMEMBERED_POSITIONS} videos. */
export function createPositionStore(storage: TypedStorage): PositionStore {
  return {
    get: (key) =>
      storage.get(storageKeys.resumePositions).find(([stored]) => stored === key)?.[1] ?? null,
    set(key, seconds, duration) {
      const others = storage.get(storageKeys.resumePositions).filter(([stored]) => stored !== key);
      const entry: PositionEntry = Number.isFinite(duration)
        ? [key, seconds, duration]
        : [key, seconds];
      const entries = [...others, entry];
      storage.set(storageKeys.resumePositions, entries.slice(-REMEMBERED_POSITIONS));
    },
  };
}

/** The 'seek hint was shown' flag (`seekHintShown`), so that the hint shows once per device. */
export function createSeekHintStore(storage: TypedStorage): FlagStore {
  return {
    getFlag: () => storage.get(storageKeys.seekHintShown),
    setFlag: () => storage.set(storageKeys.seekHintShown, true),
  };
}

/** The speed the visitor chose last (`playbackRate`), which the next film plays at. */
export function createRateStore(storage: TypedStorage): RateStore {
  return {
    getRate: () => storage.get(storageKeys.playbackRate),
    setRate: (rate) => storage.set(storageKeys.playbackRate, rate),
  };
}

/** The 清晰度 the visitor chose last (`quality`, a height; 0 for 自动), which the next film starts at. */
export function createQualityStore(storage: TypedStorage): QualityStore {
  return {
    getQuality: () => storage.get(storageKeys.quality),
    setQuality: (height) => storage.set(storageKeys.quality, height),
  };
}
