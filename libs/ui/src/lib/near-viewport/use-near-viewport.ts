import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { watchNearness } from './watch-nearness';

export interface NearViewportOptions {
  /** How far outside the viewport counts as near, e.g. `'200px'`. */
  readonly rootMargin: string;
  /**
   * Called each time the element comes near (a list's "load more" footer); while it is given
   * the element stays observed. Without it, observing stops at the first time (a lazy image).
   */
  readonly onNear?: () => void;
}

/**
 * Whether an element has come within `rootMargin` of the viewport (clipping by scrolling
 * ancestors such as a dialog's body counts); once true it stays true. Where IntersectionObserver
 * is missing, the element's position is measured on scroll instead (throttled), so images still
 * load as they come near rather than all at once. Returns the ref callback and the flag.
 */
export function useNearViewport({
  rootMargin,
  onNear,
}: NearViewportOptions): readonly [
  ref: (node: Element | null) => (() => void) | undefined,
  near: boolean,
] {
  const [near, setNear] = useState(false);
  const latest = useRef(onNear);
  useLayoutEffect(() => {
    latest.current = onNear;
  });
  const repeats = onNear !== undefined;
  // Observing stops once near, unless it repeats: then the observer is kept (a new one would
  // report the element near again at once, and call `onNear` twice for one approach).
  const done = near && !repeats;

  const ref = useCallback(
    (node: Element | null) => {
      if (!node || done) return undefined;
      const comeNear = () => {
        setNear(true);
        latest.current?.();
      };
      if (typeof IntersectionObserver === 'undefined') {
        return watchNearness(node, rootMargin, comeNear);
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          if (!repeats) observer.disconnect();
          comeNear();
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [done, repeats, rootMargin],
  );

  return [ref, near];
}
