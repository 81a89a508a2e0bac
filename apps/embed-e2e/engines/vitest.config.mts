import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The embeddable player's main flows in WebKit and Firefox, one after the other, one server. */
export default defineConfig({
  test: {
    name: 'embed-engines',
    root: import.meta.dirname,
    include: ['**/*.flows.ts'],
    globalSetup: ['./servers.ts'],
    // One browser at a time on a two-core machine; flows wait for real media.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    retry: process.env['CI'] ? 1 : 0,
    reporters: [
      'default',
      // Names every flow that passed only on its retry (flaky), last, and in dist/test-retries.
      [
        fileURLToPath(new URL('../../../tools/scripts/retry-report-vitest.mts', import.meta.url)),
        { suite: 'embed-engines' },
      ],
    ],
  },
});
