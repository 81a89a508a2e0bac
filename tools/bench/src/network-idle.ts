import type { Page, Request } from '@playwright/test';

/** Requests that never make a screen ready: the stream, media and beacons. */
const STREAM = /\.(m3u8|ts|m4s|mp4|aac|key)(\?|$)/i;
const NOT_A_SCREEN = new Set(['media', 'websocket', 'eventsource', 'ping']);

/**
 * Whether a request counts towards a screen's loading: its calls, code, styles and images do; a
 * video's stream (playlists and segments, asked for as long as it plays), media and beacons
 * (keep-alive POSTs to the stats service's `/stats/…`) do not.
 */
export function countsForIdle(url: string, resourceType: string, method: string): boolean {
  if (NOT_A_SCREEN.has(resourceType)) return false;
  const { pathname } = new URL(url);
  if (method === 'POST' && pathname.startsWith('/stats/')) return false;
  return !STREAM.test(pathname);
}

export interface NetworkWatch {
  /**
   * Resolves once no request that counts has been in flight for `quietMs`: true then, false when
   * `timeoutMs` passed first (a request that never ends).
   */
  idle(quietMs?: number, timeoutMs?: number): Promise<boolean>;
}

/** Follows the requests of `page` from now on. */
export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  page.on('request', (request) => {
    if (!countsForIdle(request.url(), request.resourceType(), request.method())) return;
    inFlight.add(request);
    changed();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) changed();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    idle: (quietMs = 500, timeoutMs = 30_000) =>
      new Promise((resolve) => {
        let quiet: ReturnType<typeof setTimeout> | undefined;
        const finish = (idle: boolean) => {
          clearTimeout(quiet);
          clearTimeout(giveUp);
          listeners.delete(check);
          resolve(idle);
        };
        const giveUp = setTimeout(() => finish(false), timeoutMs);
        function check() {
          clearTimeout(quiet);
          if (inFlight.size === 0) quiet = setTimeout(() => finish(true), quietMs);
        }
        listeners.add(check);
        check();
      }),
  };
}
