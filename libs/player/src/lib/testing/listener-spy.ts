import { vi } from 'vitest';

/** Listeners added to a target through its `addEventListener`, as spies saw them. */
export interface ListenerSpy {
  /** Listeners added and not removed since the spy was set up. */
  active(): number;
}

/**
 * Spies on `addEventListener` / `removeEventListener` of `target`, so a test can prove that
 * whatever was added was also removed (same type, same function).
 */
export function spyOnListeners(target: EventTarget): ListenerSpy {
  const added = vi.spyOn(target, 'addEventListener');
  const removed = vi.spyOn(target, 'removeEventListener');
  return {
    active() {
      const open = added.mock.calls.map(([type, listener]) => ({ type, listener }));
      removed.mock.calls.forEach(([type, listener]) => {
        const index = open.findIndex((entry) => entry.type === type && entry.listener === listener);
        if (index >= 0) open.splice(index, 1);
      });
      return open.length;
    },
  };
}
