import { formatTime } from '../format-time';

/** A drag across the whole width of the film seeks this far (less for a shorter film). */
export const SEEK_SECONDS_PER_WIDTH = 90;

/** Where a seek drag of `fraction` of the width lands, from `current`, within the film. */
export function seekDragTarget(current: number, duration: number, fraction: number): number {
  const span =
    Number.isFinite(duration) && duration > 0
      ? Math.min(duration, SEEK_SECONDS_PER_WIDTH)
      : SEEK_SECONDS_PER_WIDTH;
  const target = current + fraction * span;
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(target, 0), end);
}

/**
 * The bubble over a seek drag: `01:30 / 10:00` and how far it moves, `+25秒` or `-8秒`; `target`
 * (seconds) picks its thumbnail.
 */
export function seekDragBubble(
  current: number,
  target: number,
  duration: number,
): { readonly time: string; readonly delta: string; readonly target: number } {
  const seconds = Math.round(target - current);
  return {
    target,
    time: `${formatTime(target)} / ${formatTime(duration)}`,
    delta: `${seconds >= 0 ? '+' : '-'}${Math.abs(seconds)}秒`,
  };
}

/** A level (volume, brightness: 0 to 1) after a drag of `fraction` of the height from `start`. */
export function dragLevel(start: number, fraction: number): number {
  return Math.min(Math.max(start + fraction, 0), 1);
}
