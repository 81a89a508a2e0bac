/**
 * Resolves in a task of its own, once the browser has run what waited (input, a paint): work
 * split at these points is never one long task on a slow phone.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
