import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The embeddable player: a page of its own under `/embed/` on the web app's origin, built apart
 * from the app (none of React's bytes), with the libraries consumed from source.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/embed/',
  cacheDir: '../../node_modules/.vite/apps/embed',
  resolve: { conditions: ['@video/source', ...defaultClientConditions] },
  server: { port: Number(process.env.PORT ?? 4210), host: '127.0.0.1' },
  preview: { port: Number(process.env.PORT ?? 4310), host: '127.0.0.1' },
  build: {
    outDir: '../../dist/apps/embed',
    emptyOutDir: true,
    manifest: true,
    reportCompressedSize: false,
    target: 'es2022',
    // The page preloads no module (one entry; what it imports later imports nothing), so Vite's
    // polyfill of <link rel="modulepreload"> would be 0.2 KiB of the budget doing nothing.
    modulePreload: { polyfill: false },
  },
  test: {
    name: 'embed',
    watch: false,
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.spec.ts'],
    reporters: ['default'],
  },
});
