import type { HistoryEntry } from './entities';

/** A remembered position under this many seconds is not worth resuming. */
export const RESUME_MIN_SECONDS = 5;
/** A position within this many seconds of the end starts the video over. */
export const RESUME_END_MARGIN_SECONDS = 10;

/**
 * Where a video starts given its remembered position: there, unless nothing is remembered, it
 * is under {@link RESUME_MIN_SECONDS}, or within {@link RESUME_END_MARGIN_SECONDS} of the end
 * (or the duration is unknown or live), in which case 0.
 */
export function resumePosition(saved: number | null, duration: number): number {
  if (saved === null || !Number.isFinite(saved) || !Number.isFinite(duration)) return 0;
  return saved >= RESUME_MIN_SECONDS && saved <= duration - RESUME_END_MARGIN_SECONDS ? saved : 0;
}

/** Watched this share of a video or more, it counts as finished. */
export const FINISHED_SHARE = 0.95;
/** How many unfinished videos the 继续观看 row offers. */
export const CONTINUE_WATCHING_SHOWN = 10;

/**
 * A remembered position: the resume key (the video id as text), where playback stopped, and the
 * video's duration when it was known (positions saved before durations were kept have none).
 */
export type PositionEntry = readonly [key: string, seconds: number, duration?: number];

/** A length a share can be taken of: known, finite and not zero (not a live stream). */
function isKnownDuration(duration: number | undefined): duration is number {
  return duration !== undefined && Number.isFinite(duration) && duration > 0;
}

/** A video watched part of the way, to pick up where the visitor stopped. */
export interface UnfinishedVideo {
  readonly video: HistoryEntry;
  /** Where playback resumes, in seconds. */
  readonly seconds: number;
  readonly duration: number;
  /** The share watched, 0 to 1. */
  readonly watched: number;
}

/**
 * The videos to offer under 继续观看, the most recently played first: those of the watch history
 * with a position that would resume (past the first seconds, short of the end) and under
 * {@link FINISHED_SHARE} of their duration. `positions` come least recently played first.
 */
export function unfinishedVideos(
  history: readonly HistoryEntry[],
  positions: readonly PositionEntry[],
  limit = CONTINUE_WATCHING_SHOWN,
): readonly UnfinishedVideo[] {
  const byKey = new Map(history.map((video) => [String(video.id), video]));
  const unfinished: UnfinishedVideo[] = [];
  for (const [key, seconds, duration] of [...positions].reverse()) {
    const video = byKey.get(key);
    if (!video || !isKnownDuration(duration)) continue;
    if (resumePosition(seconds, duration) === 0 || seconds >= duration * FINISHED_SHARE) continue;
    unfinished.push({ video, seconds, duration, watched: seconds / duration });
    if (unfinished.length === limit) break;
  }
  return unfinished;
}

/** The positions without `key`'s (× on a 继续观看 card): the video no longer counts as unfinished. */
export function forgetPosition(
  positions: readonly PositionEntry[],
  key: string,
): readonly PositionEntry[] {
  return positions.filter(([stored]) => stored !== key);
}

/** What is left of a video, in words: 还剩 1小时5分, 还剩 12分钟, 还剩 不到1分钟. */
export function timeLeftText(seconds: number, duration: number): string {
  const minutes = Math.floor(Math.max(0, duration - seconds) / 60);
  if (minutes === 0) return '还剩 不到1分钟';
  if (minutes < 60) return `还剩 ${minutes}分钟`;
  const rest = minutes % 60;
  return `还剩 ${Math.floor(minutes / 60)}小时${rest > 0 ? `${rest}分` : ''}`;
}

/** How far a video got: the share watched (0 to 1) and whether that counts as finished. */
export interface WatchProgress {
  readonly watched: number;
  readonly finished: boolean;
  /** 已看完, or what is left (还剩 12分钟). */
  readonly text: string;
}

/** The progress of every remembered position with a known duration, by resume key. */
export function progressByKey(
  positions: readonly PositionEntry[],
): ReadonlyMap<string, WatchProgress> {
  const progress = new Map<string, WatchProgress>();
  for (const [key, seconds, duration] of positions) {
    if (!isKnownDuration(duration)) continue;
    const watched = Math.min(1, Math.max(0, seconds / duration));
    const finished = watched >= FINISHED_SHARE;
    progress.set(key, {
      watched,
      finished,
      text: finished ? '已看完' : timeLeftText(seconds, duration),
    });
  }
  return progress;
}
