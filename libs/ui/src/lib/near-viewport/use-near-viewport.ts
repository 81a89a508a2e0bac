import { useCallback, useLayoutEffect, useRef, useState } from 'react';

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
 * is missing everything counts as near, so content still loads, and `onNear` never fires: what
 * it would do must then be something a person can tap. Returns the ref callback and the flag.
 */
export function useNearViewport({
  rootMargin,
  onNear,
}: NearViewportOptions): readonly [
  ref: (node: Element | null) => (() => void) | undefined,
  near: boolean,
] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
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
      if (!node || typeof IntersectionObserver === 'undefined' || done) {
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          if (!repeats) observer.disconnect();
          setNear(true);
          latest.current?.();
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
