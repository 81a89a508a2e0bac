import { VitePWA } from 'vite-plugin-pwa';

/** The browser's bars and the splash screen over the light screens. */
const LIGHT = '#ffffff';

/** One day: long enough to open yesterday's screens offline, short enough to stay a catalogue. */
const API_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The API GETs the worker keeps: the own API and the share service's lists, never its counts. */
function isCatalogueRead({ url, request }: { url: URL; request: Request }): boolean {
  return (
    request.method === 'GET' &&
    /\/api\/|\/favorites(\/|$)/.test(url.pathname) &&
    !url.pathname.endsWith('/share/check')
  );
}

/**
 * Workbox plugins of the API's cache. generateSW copies their source into the worker, so each
 * is self-contained (arrow functions: the copy of a method would not parse).
 *
 * A kept reply answers only while fresh, ten minutes: a screen's first load shows it at once
 * and refreshes it behind; older, the screen asks the server (a visitor back after a while
 * expects new videos). Never a refetch the app asked for (a retry, a favourite just added, back
 * online: it comes with `cache: 'no-cache'`), which the server answers.
 */
const freshRepliesOnly = {
  /** Stamps the time it was kept: a cross-origin reply does not show its `Date` header. */
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    const headers = new Headers(response.headers);
    headers.set('x-kept-at', String(Date.now()));
    const { status, statusText } = response;
    return new Response(response.body, { status, statusText, headers });
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
};
/** When the server cannot be reached, the last reply kept for the address, however old. */
const lastReplyWhenUnreachable = {
  handlerDidError: async ({ request }: { request: Request }) =>
    (await caches.match(request, { cacheName: 'api' })) ?? undefined,
};

/**
 * A favourite added or removed on either server: the kept favourites replies go, so no screen
 * opened next shows the list from before the change. (The lookup by ids is a read sent as POST.)
 */
function isFavouriteChange({ url }: { url: URL }): boolean {
  return /\/favorites(\/|$)/.test(url.pathname) && !url.pathname.endsWith('/favorites/ids');
}
const forgetKeptFavourites = {
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    if (response.ok) {
      const cache = await caches.open('api');
      const kept = await cache.keys();
      const favourites = kept.filter((key) => /\/favorites(\/|$)/.test(new URL(key.url).pathname));
      await Promise.all(favourites.map((key) => cache.delete(key)));
    }
    return response;
  },
};

/**
 * The web app manifest and the service worker (Workbox's generateSW):
 * - the shell (index.html) and every hashed asset of the build are precached, so a repeat visit
 *   starts without the network and an offline visit opens the app;
 * - `config.json` is network-first (a deploy's or an operator's change wins when online);
 * - API GETs are stale-while-revalidate with a short freshness: a screen's first load shows a
 *   reply under ten minutes old at once and refreshes it behind; an older one waits for the
 *   server, as does a refetch the app asks for (`cache: 'no-cache'`: a retry, a favourite just
 *   added, back online). Offline a screen shows what it showed last; the last reply per
 *   address is kept a day (at most 200).
 * - encrypted covers are cache-first, the 400 used most recently kept;
 * - nothing that posts, deletes or counts is cached: POST/DELETE never are, and the share
 *   service's unlock counts (`share/check`), page-view beacons and HLS media (the player keeps its
 *   own buffer) go to the network only.
 * Updates wait for the visitor: a new worker is offered (有新版本，点击刷新), never forced.
 * The dev server runs without a worker, so no stale cache gets in the way of development.
 */
export function pwaPlugin() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.ico', 'icons/*.png', 'icons/favicon.svg'],
    manifest: {
      id: '/',
      name: '视频 · 看好看的视频',
      short_name: '视频',
      description: '分类、排行、搜索和短视频，随时随地看好看的视频。',
      lang: 'zh-CN',
      dir: 'ltr',
      start_url: '/home?source=pwa',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: LIGHT,
      background_color: LIGHT,
      categories: ['entertainment', 'video'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-192.png',
          sizes: '192x192',
          type: 'image/png',
          purpose: 'maskable',
        },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
      shortcuts: [
        {
          name: '短视频',
          url: '/shortVideo?source=pwa',
          icons: [{ src: '/icons/shortcut-short-video-96.png', sizes: '96x96', type: 'image/png' }],
        },
        {
          name: '观看历史',
          url: '/collectVideo?type=history&source=pwa',
          icons: [{ src: '/icons/shortcut-history-96.png', sizes: '96x96', type: 'image/png' }],
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
      // The shell answers every in-app address; the servers' own paths are never the app.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/(api|share-api|stats|covers|media|__test|__bench)\//],
      cleanupOutdatedCaches: true,
      // A deploy's new worker waits until the visitor accepts it (or every tab closes).
      skipWaiting: false,
      clientsClaim: false,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('/config.json'),
          handler: 'NetworkFirst',
          options: { cacheName: 'config', networkTimeoutSeconds: 5 },
        },
        {
          urlPattern: isCatalogueRead,
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'api',
            plugins: [freshRepliesOnly, lastReplyWhenUnreachable],
            expiration: {
              maxEntries: 200,
              maxAgeSeconds: API_MAX_AGE_SECONDS,
              purgeOnQuotaError: true,
            },
            cacheableResponse: { statuses: [200] },
          },
        },
        ...(['POST', 'DELETE'] as const).map((method) => ({
          urlPattern: isFavouriteChange,
          method,
          handler: 'NetworkOnly' as const,
          options: { plugins: [forgetKeptFavourites] },
        })),
        {
          urlPattern: ({ url, request }) =>
            request.method === 'GET' && url.pathname.endsWith('.enc'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'covers',
            expiration: { maxEntries: 400, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
    devOptions: { enabled: false },
  });
}
