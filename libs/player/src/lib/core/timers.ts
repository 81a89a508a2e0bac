/** A timer handle as the host's `setTimeout` returns it. */
export type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

/** The timer functions the player uses; injected so tests and hosts control time. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** The global timers, looked up on each call so fake timers installed later still apply. */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

/** The timeouts one owner scheduled, so that it can clear all of them at once. */
export interface TimerSet {
  after(ms: number, callback: () => void): void;
  clearAll(): void;
}

/** A {@link TimerSet} over `timers`. */
export function createTimerSet(timers: Timers): TimerSet {
  const pending = new Set<TimerHandle>();
  return {
    after(ms, callback) {
      const handle = timers.setTimeout(() => {
        pending.delete(handle);
        callback();
      }, ms);
      pending.add(handle);
    },
    clearAll() {
      pending.forEach((handle) => timers.clearTimeout(handle));
      pending.clear();
    },
  };
}
