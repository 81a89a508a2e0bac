import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: { name: 'deploy', watch: false, environment: 'node', include: ['*.spec.mjs'] },
});
