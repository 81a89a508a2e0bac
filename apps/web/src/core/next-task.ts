/**
 * Resolves in a task of its own, once the browser has run what waited (input, a paint): work
 * split at these points is never one long task on a slow phone. A message rather than a timer
 * where the browser has no `scheduler.yield`: timers of a tab in the background wait a second.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
