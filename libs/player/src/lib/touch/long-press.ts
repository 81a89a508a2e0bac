/** A finger held this long without moving is a long press, not a tap. */
export const LONG_PRESS_MS = 500;
/** Moving further than this (a swipe, a scroll) is not a press at all. */
export const LONG_PRESS_TOLERANCE_PX = 10;

export interface LongPressOptions {
  /** The press became a long press: the finger is still down. */
  readonly onStart: () => void;
  /** The long press ended: the finger lifted, moved away or was taken by the browser. */
  readonly onEnd: () => void;
  readonly delayMs?: number;
  readonly tolerancePx?: number;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

/** One finger on the film, followed from down to up. */
export interface LongPress {
  down(x: number, y: number): void;
  move(x: number, y: number): void;
  /** The finger lifted or was lost; true when it ended a long press (the tap that follows is not one). */
  up(): boolean;
}

/**
 * Tells a long press from a tap and a swipe: held {@link LONG_PRESS_MS} within
 * {@link LONG_PRESS_TOLERANCE_PX} of where it went down. A move beyond that before the delay
 * is a swipe, and nothing happens; after it, the long press ends.
 */
export function createLongPress({
  onStart,
  onEnd,
  delayMs = LONG_PRESS_MS,
  tolerancePx = LONG_PRESS_TOLERANCE_PX,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: LongPressOptions): LongPress {
  let origin: { x: number; y: number } | null = null;
  let timer: unknown = null;
  let pressing = false;

  const stop = (): boolean => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    origin = null;
    if (!pressing) return false;
    pressing = false;
    onEnd();
    return true;
  };

  return {
    down(x, y) {
      stop();
      origin = { x, y };
      timer = setTimer(() => {
        timer = null;
        pressing = true;
        onStart();
      }, delayMs);
    },
    move(x, y) {
      if (origin && Math.hypot(x - origin.x, y - origin.y) > tolerancePx) stop();
    },
    up: stop,
  };
}
