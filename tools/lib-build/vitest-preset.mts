import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

export interface LibraryTestOptions {
  /** `jsdom` (the default) for code that meets the browser; `node` for pure rules. */
  readonly environment?: 'jsdom' | 'node';
  /** Compile JSX with the React plugin: for libraries with React components. */
  readonly react?: boolean;
}

/**
 * The Vitest config of a library in `libs/<name>`, so that every library runs its tests alike and
 * its own config says only how it differs: the `*.spec.ts(x)` beside the code, Vitest's globals,
 * `src/test-setup.ts` first where the library has one, and coverage of its source (not of its
 * tests, setup or public entry) under `coverage/libs/<name>`.
 */
export function libraryTestConfig(
  projectDir: string,
  { environment = 'jsdom', react: withReact = false }: LibraryTestOptions = {},
): ViteUserConfig {
  const name = basename(projectDir);
  const setupFile = './src/test-setup.ts';
  return defineConfig({
    root: projectDir,
    cacheDir: join(projectDir, '../../node_modules/.vite/libs', name),
    plugins: withReact ? [react()] : [],
    test: {
      name,
      watch: false,
      passWithNoTests: true,
      globals: true,
      environment,
      setupFiles: existsSync(join(projectDir, setupFile)) ? [setupFile] : [],
      include: ['src/**/*.spec.{ts,tsx}'],
      reporters: ['default'],
      coverage: {
        provider: 'v8',
        reportsDirectory: join(projectDir, '../../coverage/libs', name),
        include: ['src/**/*.{ts,tsx}'],
        exclude: ['src/**/*.spec.{ts,tsx}', setupFile, 'src/index.ts'],
      },
    },
  });
}
