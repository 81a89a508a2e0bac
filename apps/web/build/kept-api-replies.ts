/**
 * Workbox plugins of the API's cache. generateSW copies their source into the worker, so each
 * is self-contained (arrow functions: the copy of a method would not parse).
 *
 * A reply is kept only when it is a success the visitor may see again: HTTP 200 and a body
 * whose `code` is in 200–299 (a 200 can carry `{"code":401}`), from one of the API origins
 * `config.json` names (`apiBaseUrl`, `shareApiBaseUrl`; read from the worker's copy of it, the
 * page's origin alone until it has one), without `Cache-Control: no-store` or `private`, and
 * not `Vary: *` (other `Vary` headers the Cache API honours when matching: a reply that varies
 * by the token is never handed to another one).
 *
 * Who asked keys what is kept. A reply to a request with a token (`Authorization`) is kept with
 * `Authorization` in its `Vary`, so the Cache API hands it to that token only, whatever the
 * server said: a reply of another origin shows its `Vary` only if the server exposes it, and
 * rebuilt without it, one token's reply would answer the next. A credentialed reply of another
 * origin whose `Vary` cannot be read is not kept, nor any reply that varies by `Cookie`, which
 * the worker cannot compare.
 *
 * The page lets the replies go when the visitor changes (`forgetWorkerReplies`), noting the time
 * first, then deleting every reply asked for before it (each carries `x-asked-at`): a reply to a
 * request started before that is not kept, and one put meanwhile is taken back, so nothing asked
 * for the visitor before stays, while what the page asks at once for the new one does.
 *
 * A kept reply answers only while fresh, ten minutes: a screen's first load shows it at once
 * and refreshes it behind; older, the screen asks the server (a visitor back after a while
 * expects new videos). Never a refetch the app asked for (a retry, a favourite just added, back
 * online: it comes with `cache: 'no-cache'`), which the server answers. When the server cannot
 * be reached, the last reply kept for the address answers if it is under a day old, the rule
 * the app states; none older.
 */
export const keptApiReplies = {
  handlerWillStart: async ({ state }: { request: Request; state?: Record<string, unknown> }) => {
    if (state) state['startedAt'] = Date.now();
  },
  cacheWillUpdate: async ({
    request,
    response,
    state,
  }: {
    request: Request;
    response: Response;
    state?: Record<string, unknown>;
  }) => {
    if (response.status !== 200) return null;
    const control = (response.headers.get('cache-control') ?? '').toLowerCase();
    if (/(^|[\s,])(no-store|private)\b/.test(control)) return null;
    const vary = response.headers.get('vary');
    if (vary !== null && /\*|(^|[\s,])cookie([\s,]|$)/i.test(vary)) return null;
    const forgotten = await caches.match('/__api-forgotten-at', { cacheName: 'api-forgotten' });
    const forgottenAt = Number((await forgotten?.text()) ?? Number.NaN);
    if (forgottenAt > Number(state?.['startedAt'] ?? Date.now())) return null;
    const scope = (globalThis as unknown as { registration: { scope: string } }).registration.scope;
    const configUrl = new URL('config.json', scope).href;
    const origins = [new URL(scope).origin];
    try {
      const kept = await caches.match(configUrl, { cacheName: 'config' });
      const config = (await kept?.json()) as Record<string, unknown> | undefined;
      if (config === undefined) throw new Error('no config kept yet');
      origins.length = 0;
      for (const base of [config['apiBaseUrl'], config['shareApiBaseUrl']]) {
        if (typeof base === 'string') origins.push(new URL(base, configUrl).origin);
      }
    } catch {
      // No readable config: the page's own origin only.
    }
    const origin = new URL(request.url).origin;
    if (!origins.includes(origin)) return null;
    const token = request.headers.has('authorization');
    const crossOrigin = origin !== new URL(scope).origin;
    if (crossOrigin && request.credentials === 'include' && vary === null && !token) return null;
    let code = Number.NaN;
    try {
      code = Number(((await response.clone().json()) as { code?: unknown } | null)?.code);
    } catch {
      return null;
    }
    if (!(code >= 200 && code <= 299)) return null;
    // Stamps the time it was kept: a cross-origin reply does not show its `Date` header.
    const headers = new Headers(response.headers);
    headers.set('x-kept-at', String(Date.now()));
    // And when it was asked for: the page lets go of the replies asked for before a given time.
    headers.set('x-asked-at', String(Number(state?.['startedAt'] ?? Date.now())));
    if (token && !/(^|[\s,])authorization([\s,]|$)/i.test(vary ?? '')) {
      headers.set('vary', vary ? `${vary}, Authorization` : 'Authorization');
    }
    const { status, statusText } = response;
    return new Response(response.body, { status, statusText, headers });
  },
  cacheDidUpdate: async ({
    cacheName,
    request,
    state,
  }: {
    cacheName: string;
    request: Request;
    state?: Record<string, unknown>;
  }) => {
    const forgotten = await caches.match('/__api-forgotten-at', { cacheName: 'api-forgotten' });
    const forgottenAt = Number((await forgotten?.text()) ?? Number.NaN);
    if (forgottenAt > Number(state?.['startedAt'] ?? Date.now())) {
      await (await caches.open(cacheName)).delete(request);
    }
  },
  cachedResponseWillBeUsed: async ({
    request,
    cachedResponse,
  }: {
    request: Request;
    cachedResponse?: Response;
  }) => {
    if (!cachedResponse || request.cache === 'no-cache') return null;
    const keptAt = Number(cachedResponse.headers.get('x-kept-at'));
    const freshForMs = 10 * 60 * 1000;
    return Date.now() - keptAt <= freshForMs ? cachedResponse : null;
  },
  handlerDidError: async ({ request }: { request: Request }) => {
    const kept = await caches.match(request, { cacheName: 'api' });
    const keptForMs = 24 * 60 * 60 * 1000;
    return kept && Date.now() - Number(kept.headers.get('x-kept-at')) <= keptForMs
      ? kept
      : undefined;
  },
};
