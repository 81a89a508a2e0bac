/** The service worker's cache of API replies (`apps/web/build/kept-api-replies.ts`). */
export const KEPT_REPLIES_CACHE = 'api';
/**
 * Where the page notes when it last let the kept replies go (epoch ms, as text): the worker
 * keeps no reply to a request it started before that (in an earlier millisecond), which was on
 * its way while the cache went.
 * The worker's plugin names the same cache and path (its source is copied into the worker alone).
 */
export const FORGOTTEN_AT = { cache: 'api-forgotten', path: '/__api-forgotten-at' } as const;

/** The header the worker stamps on a kept reply: when its request started (epoch ms, as text). */
export const ASKED_AT_HEADER = 'x-asked-at';

/**
 * Lets go of the worker's kept API replies, where there is a Cache API: first notes the time, so
 * that a reply still in flight is not kept after it, then deletes every reply to a request started
 * before it. Not the whole cache: a reply to what the page asks at once for the new visitor may
 * already be in it. Never throws.
 */
export async function forgetWorkerReplies(now: () => number = Date.now): Promise<void> {
  // The time of the call, not of the write: what the page asks for next (at once, for the new
  // visitor) starts after it and is kept.
  const at = now();
  if (typeof caches === 'undefined') return;
  try {
    const notes = await caches.open(FORGOTTEN_AT.cache);
    await notes.put(FORGOTTEN_AT.path, new Response(String(at)));
    const kept = await caches.open(KEPT_REPLIES_CACHE);
    for (const request of await kept.keys()) {
      const reply = await kept.match(request);
      // A reply with no stamp was kept by an older worker: before this, too.
      const askedAt = Number(reply?.headers.get(ASKED_AT_HEADER) ?? Number.NaN);
      if (!(askedAt >= at)) await kept.delete(request);
    }
  } catch {
    // No Cache API to speak of (a private window may refuse it): nothing was kept either.
  }
}
