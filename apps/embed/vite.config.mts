import { defaultClientConditions, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Vite wraps each dynamic import in a helper that preloads the chunk's own imports and CSS and
 * announces a failure as `vite:preloadError`. The embed's lazy chunks (the cover cipher, hls.js)
 * import nothing and have no CSS, and no one listens for the event here: the helper was 0.6 KiB
 * of the budget doing nothing. This one only runs the import; a failed load rejects as before. The
 * build fails if a lazy chunk comes to have imports or CSS of its own.
 */
const PLAIN_DYNAMIC_IMPORTS = 'embed:plain-dynamic-imports';
const plainDynamicImports: Plugin = {
  name: PLAIN_DYNAMIC_IMPORTS,
  enforce: 'pre',
  load(id) {
    if (id === '\0vite/preload-helper.js')
      return 'export const __vitePreload = (load) => load();';
    return null;
  },
  generateBundle(_, bundle) {
    // Vite names a lazy chunk's imports and CSS in `__vite__mapDeps`: then the helper is needed.
    for (const file of Object.values(bundle))
      if (file.type === 'chunk' && file.code.includes('__vite__mapDeps'))
        this.error(`${file.fileName} loads a chunk with imports or CSS: drop ${PLAIN_DYNAMIC_IMPORTS}`);
  },
};

/**
 * The embeddable player: a page of its own under `/embed/` on the web app's origin, built apart
 * from the app (none of React's bytes), with the libraries consumed from source.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/embed/',
  plugins: [plainDynamicImports],
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
