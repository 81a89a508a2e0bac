import react from '@vitejs/plugin-react';
import { chunkModulesPlugin } from './build/chunk-modules-plugin.ts';
import { eagerCompilePlugin } from './build/eager-compile-plugin.ts';
import { frameworkModulesPlugin } from './build/framework-modules-plugin.ts';
import { inlineOutlinePlugin } from './build/inline-outline-plugin.ts';
import { pwaPlugin } from './build/pwa.ts';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { releaseId } from './build/release-id.ts';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  plugins: [
    react(),
    chunkModulesPlugin(),
    frameworkModulesPlugin(),
    // After the framework's names, which go right before the outline's script tag.
    inlineOutlinePlugin(),
    pwaPlugin(),
    eagerCompilePlugin(),
  ],
  define: {
    // Every error report and vitals beacon names the build it came from.
    'import.meta.env.VITE_RELEASE': JSON.stringify(releaseId()),
  },
  resolve: {
    // Workspace libraries are consumed from source; packages keep Vite's usual client conditions
    // (`module`, `browser`, `development|production`).
    conditions: ['@video/source', ...defaultClientConditions],
  },
  server: { port: Number(process.env.PORT ?? 4200), host: true },
  preview: { port: Number(process.env.PORT ?? 4300), host: true },
  build: {
    outDir: '../../dist/apps/web',
    emptyOutDir: true,
    manifest: true,
    reportCompressedSize: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The domain rules are small pure modules shared by most screens: one chunk for them
          // all, not one request each (a phone's browser opens 6 connections per host). The
          // entry holds this chunk, so the rules the first screens never run go with the screens
          // that do: the players' (the pre-roll, 自动连播, the <iframe> code, the share lock, a
          // film's size, the kept films, 定时关闭), the lists' paging, 我的's (feedback and its character count, the ad
          // links' 24 h, the notices' dates, the favourites' covers) and search's history.
          groups: [
            {
              name: 'domain',
              test: /libs[\\/]domain[\\/]src[\\/](?!lib[\\/](autoplay-next|embed-code|preroll|feedback|character-count|search-history|ad-links|share-lock|film-size|kept-film|list-state|relative-time|favourite-cover|sleep-timer)\.ts)/,
            },
            // The ui components, a few hundred bytes each, as one chunk: over HTTP/1.1 a phone's
            // browser has 6 connections per host, and two dozen tiny chunks (each a round trip)
            // held the first screen's API calls in the queue behind them. The virtualised list
            // and the video grid on it (with its library) stay with the lists; the tokens are
            // the entry's stylesheet.
            {
              name: 'ui',
              test: /libs[\\/]ui[\\/]src[\\/](?!lib[\\/](tokens\.css|infinite-list[\\/]|video-grid[\\/]))/,
            },
            // What the boot runs once the framework is asked for (the store, its APIs and the
            // services) and what the renderer adds (React DOM and its scheduler), in a few chunks
            // that download side by side, rather than a dozen small ones split where they meet.
            // The start before the framework (config, the calls to the lead image, the image
            // codec, storage) stays with the entry. The store is four files, each evaluated in a
            // task of its own: RTK Query's libraries; the own API with the endpoints of the first
            // calls (the others stay with their screens); the share service's API; the app's
            // store and services. Making an API builds its slices and reducers, tens of
            // milliseconds on a slow phone each.
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs|redux|redux-thunk|immer|reselect|react-redux)[\\/]/,
            },
            {
              name: 'own-api',
              // Not what they import: the start before the framework (the entry) holds that.
              includeDependenciesRecursively: false,
              test: /libs[\\/]api-client[\\/]src[\\/]lib[\\/](base-query|send-request|api-extra|cache-policy|own-api|timeout-signal|stats[\\/](beacon|page-view-tracker|describe-thrown)|endpoints[\\/](ads|categories|home|notices|rank|videos|arrival-calls-taken-over)|requests[\\/](tag-videos|may-like|pageview-rank))\.ts/,
            },
            {
              name: 'share-api',
              includeDependenciesRecursively: false,
              test: /libs[\\/]api-client[\\/]src[\\/]lib[\\/]share-api\.ts/,
            },
            {
              name: 'store',
              includeDependenciesRecursively: false,
              test: /apps[\\/]web[\\/]src[\\/]core[\\/](?!(handed-token|next-task|field-vitals|logout-reasons)\.ts)/,
            },
            {
              name: 'react-dom',
              test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    watch: false,
    passWithNoTests: true,
    testTimeout: 20_000,
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}', 'build/**/*.spec.ts'],
    reporters: ['default'],
    coverage: { provider: 'v8', reportsDirectory: '../../coverage/apps/web' },
  },
});
