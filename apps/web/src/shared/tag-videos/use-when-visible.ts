import { useCallback, useLayoutEffect, useRef } from 'react';

/** Fires this far before the element scrolls into view. */
const ROOT_MARGIN = '200px';

/**
 * A ref callback that calls `onVisible` each time the element it is put on comes near the
 * viewport (clipping by scrolling ancestors such as a dialog's body counts). Without
 * IntersectionObserver nothing fires: the element must then be something a person can tap.
 */
export function useWhenVisible(
  onVisible: () => void,
): (node: Element | null) => void | (() => void) {
  const latest = useRef(onVisible);
  useLayoutEffect(() => {
    latest.current = onVisible;
  });

  return useCallback((node: Element | null) => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
}
