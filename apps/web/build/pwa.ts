import type * as Domain from '@video/domain';
import type * as Routes from '@video/routes';
import { runnerImport } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { keptApiReplies } from './kept-api-replies.ts';

/** The browser's bars and the splash screen over the light screens. */
const LIGHT = '#ffffff';

/**
 * One day: long enough to open yesterday's screens offline, short enough to stay a catalogue.
 * (The worker's own check of it is in `keptApiReplies`, whose source is copied alone.)
 */
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
 * The covers cache's byte budget: 400 covers of at most 128 KiB each, 50 MiB. Workbox's
 * expiration counts entries, so a cover larger than its share (the catalogue's are about
 * 50 KB) is shown but not kept; entries × largest kept bounds the bytes.
 */
const keptCoversWithinBudget = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (response.status !== 200) return null;
    const maxBytes = 128 * 1024;
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxBytes) return null;
    const bytes = await response.clone().arrayBuffer();
    return bytes.byteLength <= maxBytes ? response : null;
  },
};

/**
 * A kept film's cover (离线缓存) comes from the files kept with the film when the covers cache
 * has let it go: its budget keeps the latest 400, and a film kept for the subway outlives them.
 */
const keptFilmCovers = {
  cachedResponseWillBeUsed: async ({
    request,
    cachedResponse,
  }: {
    request: Request;
    cachedResponse?: Response;
  }) => cachedResponse ?? (await caches.match(request, { cacheName: 'kept-films' })) ?? null,
};

/** The worker adds nothing to the cache it reads from. */
const nothingStored = { cacheWillUpdate: async () => null };

/**
 * A favourite added or removed on either server: the kept favourites replies go, so no screen
 * opened next shows the list from before the change. (The lookup by ids is a read sent as POST.)
 */
function isFavouriteChange({ url }: { url: URL }): boolean {
  return /\/favorites(\/|$)/.test(url.pathname) && !/\/favorites\/ids$/.test(url.pathname);
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
 *   address is kept a day (at most 200). Only successes of the configured API origins that
 *   the server lets be stored are kept (`keptApiReplies`); the page empties the cache when the
 *   visitor signs out, takes another token or changes the identification code.
 * - encrypted covers are cache-first, the 400 used most recently kept, each at most 128 KiB;
 * - nothing that posts, deletes or counts is cached: POST/DELETE never are, and the share
 *   service's unlock counts (`share/check`), page-view beacons and HLS media (the player keeps its
 *   own buffer) go to the network only.
 * Updates wait for the visitor: a new worker is offered (有新版本，点击刷新), never forced.
 * The dev server runs without a worker, so no stale cache gets in the way of development.
 */
export async function pwaPlugin() {
  // The app's addresses, from its table: the config, which Node loads, cannot import a
  // workspace library's source itself; Vite's module runner can.
  const load = <T>(library: string) =>
    runnerImport<T>(library, { configFile: false, root: import.meta.dirname, logLevel: 'error' });
  const [{ module: domain }, { module: table }] = await Promise.all([
    load<typeof Domain>('@video/domain'),
    load<typeof Routes>('@video/routes'),
  ]);
  const { routes } = table;
  // An address the installed app opens, marked so that its page views tell it apart.
  const fromInstalledApp = (href: string) => domain.withQuery(href, { source: 'pwa' });
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
      start_url: fromInstalledApp(routes.home.href()),
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
          url: fromInstalledApp(routes.shortVideo.href()),
          icons: [{ src: '/icons/shortcut-short-video-96.png', sizes: '96x96', type: 'image/png' }],
        },
        {
          name: '观看历史',
          url: fromInstalledApp(routes.myVideos.href({ type: 'history' })),
          icons: [{ src: '/icons/shortcut-history-96.png', sizes: '96x96', type: 'image/png' }],
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
      // The shell answers every in-app address; the servers' own paths are never the app, nor the
      // embeddable player's page (`/embed/<id>`, `/embed?id=`), which the server answers itself.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [
        /^\/(api|share-api|stats|covers|media|__test|__bench)\//,
        /^\/embed(\/|\?|$)/,
      ],
      cleanupOutdatedCaches: true,
      // A deploy's new worker waits until the visitor accepts it (or every tab closes).
      skipWaiting: false,
      clientsClaim: false,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // One file: the deploy's CSP requires Trusted Types for scripts, which turns a worker's
      // importScripts of a plain URL (Workbox's runtime beside it) into an error, and the worker
      // would install with no routes and nothing precached.
      inlineWorkboxRuntime: true,
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
            plugins: [keptApiReplies],
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
          // 离线缓存: a kept film's playlists and segments come from the files the page kept, with
          // no network at all offline. The worker stores none itself: a film streamed is not kept.
          urlPattern: ({ url, request }) =>
            request.method === 'GET' && /\.(m3u8|ts|m4s|mp4|m4a|aac|key)$/.test(url.pathname),
          handler: 'CacheFirst',
          // @video/offline's KEPT_FILMS_CACHE, where the page keeps them.
          options: { cacheName: 'kept-films', plugins: [nothingStored] },
        },
        {
          urlPattern: ({ url, request }) =>
            request.method === 'GET' && url.pathname.endsWith('.enc'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'covers',
            plugins: [keptCoversWithinBudget, keptFilmCovers],
            expiration: { maxEntries: 400, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
    devOptions: { enabled: false },
  });
}
