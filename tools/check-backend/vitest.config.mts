import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/check-backend',
  test: {
    name: 'check-backend',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    // Each test starts a backend and runs every call against it: seconds on a busy machine.
    testTimeout: 30_000,
    reporters: ['default'],
  },
});
