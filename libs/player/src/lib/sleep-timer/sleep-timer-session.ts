import type { SleepTimer } from '@video/domain';

/**
 * The 定时关闭 running in this visit, across films: kept in memory only, so it ends with the
 * visit (a reload starts with none).
 */
export interface SleepTimerSession {
  get(): SleepTimer | null;
  set(timer: SleepTimer | null): void;
  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createSleepTimerSession(): SleepTimerSession {
  let timer: SleepTimer | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => timer,
    set(next) {
      timer = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The visit's one session: every player of the page reads and sets the same timer. */
export const sleepTimerSession = createSleepTimerSession();
