import { VitePWA } from 'vite-plugin-pwa';

/** The browser's bars and the splash screen over the light screens. */
const LIGHT = '#ffffff';

/** One day: long enough to open yesterday's screens offline, short enough to stay a catalogue. */
const API_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The web app manifest and the service worker (Workbox's generateSW):
 * - the shell (index.html) and every hashed asset of the build are precached, so a repeat visit
 *   starts without the network and an offline visit opens the app;
 * - `config.json` is network-first (a deploy's or an operator's change wins when online);
 * - API GETs are network-first, with the last reply for each address kept a day (at most 200):
 *   online a screen always shows the server's answer — a favourite just added, a pull to
 *   refresh — and offline, or when the network takes over 3 s, it shows what it showed last.
 *   (Stale-while-revalidate would answer a refetch after a change with the reply from before it.)
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
          urlPattern: ({ url, request }) =>
            request.method === 'GET' &&
            /\/api\/|\/favorites(\/|$)/.test(url.pathname) &&
            !url.pathname.endsWith('/share/check'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'api',
            networkTimeoutSeconds: 3,
            expiration: {
              maxEntries: 200,
              maxAgeSeconds: API_MAX_AGE_SECONDS,
              purgeOnQuotaError: true,
            },
            cacheableResponse: { statuses: [200] },
          },
        },
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
