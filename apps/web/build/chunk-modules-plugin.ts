import type { Plugin } from 'vite';

/**
 * Where the plugin writes which modules went into which chunk, beside Vite's manifest
 * (tools/budgets reads it).
 */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Records the modules of every chunk in the build output, so that the budget check can prove
 * what is (and is not) in the first chunks: Vite's manifest lists chunks, not their modules.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks[output.fileName] = [...output.moduleIds];
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: JSON.stringify(chunks),
      });
    },
  };
}
