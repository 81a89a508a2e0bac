import react from '@vitejs/plugin-react';
import { chunkModulesPlugin } from './build/chunk-modules-plugin.ts';
import { pwaPlugin } from './build/pwa.ts';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  plugins: [react(), chunkModulesPlugin(), pwaPlugin()],
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
          // all, not one request each (a phone's browser opens 6 connections per host).
          groups: [{ name: 'domain', test: /libs[\\/]domain[\\/]/ }],
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
    include: ['src/**/*.spec.{ts,tsx}'],
    reporters: ['default'],
    coverage: { provider: 'v8', reportsDirectory: '../../coverage/apps/web' },
  },
});
