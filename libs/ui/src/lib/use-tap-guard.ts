import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { OPEN_TAP_GATE, TAP_THROTTLE_MS, tapGate, tapSettled } from '@video/domain';

/** A tap's time: the page's monotonic clock, which no change of the device's time moves back. */
const tapClock = () => performance.now();

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * `action` behind the product's tap rule (`tapGate`): a tap acts unless the last acting tap was
 * less than `wait` ms (1000 by default) before, or what it started (the promise `action`
 * returned) is still running. Returns the guarded action, the same across renders, and whether
 * that work is running. The gate lives in a ref: two taps in one frame both see it.
 */
export function useTapGuard<A extends unknown[]>(
  action: (...args: A) => unknown,
  wait: number = TAP_THROTTLE_MS,
): readonly [tap: (...args: A) => void, busy: boolean] {
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const gate = useRef(OPEN_TAP_GATE);
  const [busy, setBusy] = useState(false);

  const tap = useCallback(
    (...args: A) => {
      const next = tapGate(gate.current, tapClock(), wait);
      if (next === null) return;
      gate.current = next;
      const settle = () => {
        gate.current = tapSettled(gate.current);
        setBusy(false);
      };
      let result: unknown;
      try {
        result = latest.current(...args);
      } catch (error) {
        settle();
        throw error;
      }
      if (!isThenable(result)) {
        gate.current = tapSettled(gate.current);
        return;
      }
      setBusy(true);
      // The caller reports a failure; the gate only opens again.
      result.then(settle, settle);
    },
    [wait],
  );
  return [tap, busy] as const;
}
