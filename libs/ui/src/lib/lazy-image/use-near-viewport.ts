import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport; once true it stays true.
 * Where IntersectionObserver is missing everything counts as near, so content still loads.
 * Returns the ref callback to put on the element, and the flag.
 */
export function useNearViewport(
  rootMargin: string,
): readonly [ref: (node: Element | null) => (() => void) | undefined, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  const ref = useCallback(
    (node: Element | null) => {
      if (!node || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );

  return [ref, near];
}
