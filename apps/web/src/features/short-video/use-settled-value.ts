import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: the first value at once, a change only
 * after the visitor paused (the feed's 500 ms scroll debounce).
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  return settled;
}
