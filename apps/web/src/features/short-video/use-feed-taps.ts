import { type MouseEvent, useEffect, useRef } from 'react';
import { DOUBLE_TAP_MS, nextTap, type TapMark } from '@video/player';

export interface FeedTapActions {
  /** A lone tap (after the wait for a second): play or pause. */
  readonly onTap: () => void;
  /** A double tap, where (x, y) on the element: 收藏 with a heart there. */
  readonly onDoubleTap: (x: number, y: number) => void;
}

/**
 * The clip's taps: a lone tap plays or pauses once it is clear no second follows
 * ({@link DOUBLE_TAP_MS}), a double tap likes, and further taps of the run like again (hearts, as
 * Douyin's). A keyboard's click (no pointer) plays or pauses at once.
 */
export function useFeedTaps({ onTap, onDoubleTap }: FeedTapActions) {
  const last = useRef<TapMark | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ onTap, onDoubleTap });
  useEffect(() => {
    latest.current = { onTap, onDoubleTap };
  });
  const cancelPending = () => {
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
  };
  useEffect(() => cancelPending, []);

  return (event: MouseEvent<HTMLElement>) => {
    if (event.detail === 0) {
      latest.current.onTap();
      return;
    }
    const tap = nextTap(last.current, event.clientX, event.clientY, event.timeStamp);
    last.current = tap;
    cancelPending();
    if (tap.count >= 2) {
      const box = event.currentTarget.getBoundingClientRect();
      latest.current.onDoubleTap(event.clientX - box.left, event.clientY - box.top);
      return;
    }
    pending.current = setTimeout(() => {
      pending.current = null;
      latest.current.onTap();
    }, DOUBLE_TAP_MS);
  };
}
