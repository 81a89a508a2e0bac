import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/scripts',
  test: {
    name: 'scripts',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['*.spec.mts'],
    // Each file starts the demo servers once; a busy machine can take seconds for that.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
