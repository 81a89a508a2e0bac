import type { FlagStore, PositionStore } from '@video/player';
import {
  arrayOf,
  defineKey,
  invalid,
  type Invalid,
  jsonCodec,
  storageKeys,
  type TypedStorage,
} from '@video/storage';

/** How many videos keep a resume position; the least recently played is forgotten first. */
export const REMEMBERED_POSITIONS = 50;

/** A resume key and its position in seconds. */
type PositionEntry = readonly [key: string, seconds: number];

function toPositionEntry(value: unknown): PositionEntry | Invalid {
  if (!Array.isArray(value) || value.length !== 2) return invalid;
  const [key, seconds]: unknown[] = value;
  return typeof key === 'string' && typeof seconds === 'number' && Number.isFinite(seconds)
    ? [key, seconds]
    : invalid;
}

/**
 * Resume positions, least recently played first (an array: object keys that look like numbers
 * would lose that order). Not one of the old site's keys, so it is declared here, with the
 * storage library's never-throw guarantees; broken entries are dropped on read.
 */
export const resumePositionsKey = defineKey<readonly PositionEntry[]>(
  'resumePositions',
  jsonCodec(arrayOf(toPositionEntry)),
  [],
);

/** Remembered playback positions in `storage`, capped at {@link REMEMBERED_POSITIONS} videos. */
export function createPositionStore(storage: TypedStorage): PositionStore {
  return {
    get: (key) => storage.get(resumePositionsKey).find(([stored]) => stored === key)?.[1] ?? null,
    set(key, seconds) {
      const others = storage.get(resumePositionsKey).filter(([stored]) => stored !== key);
      const entries: PositionEntry[] = [...others, [key, seconds]];
      storage.set(resumePositionsKey, entries.slice(-REMEMBERED_POSITIONS));
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
