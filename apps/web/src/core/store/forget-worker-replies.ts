/** The service worker's cache of API replies (`apps/web/build/kept-api-replies.ts`). */
export const KEPT_REPLIES_CACHE = 'api';
/**
 * Where the page notes when it last let the kept replies go (epoch ms, as text): the worker
 * keeps no reply to a request it started before that (in an earlier millisecond), which was on
 * its way while the cache went.
 * The worker's plugin names the same cache and path (its source is copied into the worker alone).
 */
export const FORGOTTEN_AT = { cache: 'api-forgotten', path: '/__api-forgotten-at' } as const;

/**
 * Empties the worker's kept API replies, where there is a Cache API: first notes the time, so
 * that a reply still in flight is not kept after the cache is gone, then deletes the cache.
 * Never throws.
 */
export async function forgetWorkerReplies(now: () => number = Date.now): Promise<void> {
  // The time of the call, not of the write: what the page asks for next (at once, for the new
  // visitor) starts after it and is kept.
  const at = now();
  if (typeof caches === 'undefined') return;
  try {
    const notes = await caches.open(FORGOTTEN_AT.cache);
    await notes.put(FORGOTTEN_AT.path, new Response(String(at)));
    await caches.delete(KEPT_REPLIES_CACHE);
  } catch {
    // No Cache API to speak of (a private window may refuse it): nothing was kept either.
  }
}
