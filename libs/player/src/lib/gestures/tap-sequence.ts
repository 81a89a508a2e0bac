import { DOUBLE_TAP_MS, DOUBLE_TAP_SLOP_PX } from './gesture-recogniser';

/** A tap where (x, y) and when (ms on the events' clock), and its place in a run of taps. */
export interface TapMark {
  readonly x: number;
  readonly y: number;
  readonly t: number;
  /** 1 for a lone tap, 2 for the second of a double tap, and so on. */
  readonly count: number;
}

/**
 * The tap at (x, y) at time `t` after `previous`: the next of its run when it comes within
 * {@link DOUBLE_TAP_MS} and {@link DOUBLE_TAP_SLOP_PX} of it (a double tap), else a new run. For
 * surfaces that see only clicks (the feed's clip, where the slides take the drags).
 */
export function nextTap(previous: TapMark | null, x: number, y: number, t: number): TapMark {
  const continues =
    previous !== null &&
    t - previous.t >= 0 &&
    t - previous.t <= DOUBLE_TAP_MS &&
    Math.hypot(x - previous.x, y - previous.y) <= DOUBLE_TAP_SLOP_PX;
  return { x, y, t, count: continues ? previous.count + 1 : 1 };
}
