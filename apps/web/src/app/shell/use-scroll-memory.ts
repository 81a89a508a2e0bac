import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Remembers the window's scroll offset per view and restores it when a kept-alive view is shown
 * again; other views start at the top. Kept-alive views are only hidden, so their content is
 * still laid out at full height the moment they are shown, and the restore lands exactly.
 */
export function useScrollMemory(activeKey: string, restore: boolean): void {
  const offsets = useRef(new Map<string, number>());
  const active = useRef(activeKey);

  useEffect(() => {
    const onScroll = () => offsets.current.set(active.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    active.current = activeKey;
    window.scrollTo(0, restore ? (offsets.current.get(activeKey) ?? 0) : 0);
  }, [activeKey, restore]);
}
