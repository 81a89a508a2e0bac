import { SHARE_VIDEOS_CAP, UNLOCK_THRESHOLD } from './constants';
import { isVideoId } from './ids';

/** How many people opened the unlock link of share video `id`. */
export interface ShareEntry {
  readonly id: number;
  readonly count: number;
}

/** The stored form of one entry: `id!count`, both decimal integers. */
const STORED_ENTRY = /^(\d+)!(\d+)$/;

/**
 * The unlock counts kept on the device (`shareVideos`: strings `id!count`), oldest written first.
 * Malformed entries are skipped; when an id repeats, its last write wins and takes that place;
 * only the {@link SHARE_VIDEOS_CAP} most recently written survive.
 */
export function parseShareEntries(raw: readonly unknown[]): readonly ShareEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.reduce<readonly ShareEntry[]>((entries, item) => {
    const entry = typeof item === 'string' ? parseEntry(item) : null;
    return entry === null ? entries : withShareCount(entries, entry.id, entry.count);
  }, []);
}

/** The entries in their stored form, oldest first. */
export function serialiseShareEntries(entries: readonly ShareEntry[]): string[] {
  return entries.map(({ id, count }) => `${id}!${count}`);
}

/**
 * `entries` with `id` now at `count`, moved to the end as the most recent write; the oldest are
 * dropped beyond the cap. An invalid id or count (negative, fractional, NaN) changes nothing.
 */
export function withShareCount(
  entries: readonly ShareEntry[],
  id: number,
  count: number,
): readonly ShareEntry[] {
  if (!isVideoId(id) || !Number.isSafeInteger(count) || count < 0) return entries;
  const others = entries.filter((entry) => entry.id !== id);
  return [...others, { id, count }].slice(-SHARE_VIDEOS_CAP);
}

/** The stored unlock count of `id`; 0 when none is stored. */
export function unlockCount(entries: readonly ShareEntry[], id: number): number {
  return entries.find((entry) => entry.id === id)?.count ?? 0;
}

/** A share video stays locked until {@link UNLOCK_THRESHOLD} people opened its link. */
export function isLocked(count: number): boolean {
  return !(count >= UNLOCK_THRESHOLD);
}

/** How many more people are needed to unlock ('还差N人解锁'); an unreadable count needs all. */
export function shortBy(count: number): number {
  const known = Number.isFinite(count) ? Math.max(0, count) : 0;
  return Math.max(0, UNLOCK_THRESHOLD - known);
}

/** What the share player shows for a video. */
export interface ShareLockState {
  readonly locked: boolean;
  readonly shortBy: number;
  /** The unlock link was copied, so the count is being (or was) fetched. */
  readonly copied: boolean;
  /** The favourite button is hidden on locked share videos. */
  readonly canFavourite: boolean;
}

/** The share player's lock display for an unlock `count` and whether the link was copied. */
export function shareLockState(count: number, copied: boolean): ShareLockState {
  const locked = isLocked(count);
  return { locked, shortBy: shortBy(count), copied, canFavourite: !locked };
}

function parseEntry(text: string): ShareEntry | null {
  const match = STORED_ENTRY.exec(text.trim());
  if (match === null) return null;
  const id = Number(match[1]);
  const count = Number(match[2]);
  return isVideoId(id) && Number.isSafeInteger(count) ? { id, count } : null;
}
