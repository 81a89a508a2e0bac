import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome and Android's WebView from 136; other engines see a
 * comment): the functions of a file that opens with it are compiled on a background thread as
 * the file downloads, instead of each on the main thread the first time it is called.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Opens every chunk of the build with {@link EAGER_COMPILE_HINT}. Each chunk loads when the
 * screen that runs it opens (the code splitting sees to that), so most of its functions run at
 * once: on a slow phone their compilation on first call had been a good part of a first visit's
 * long tasks (React's first commit, hls.js's first playlist and fragment). It goes in last, once
 * minified and once Vite has put its preload list at the top, so that nothing comes before it.
 */
export function eagerCompilePlugin(): Plugin {
  return {
    name: 'eager-compile',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.code.startsWith(EAGER_COMPILE_HINT)) continue;
          output.code = `${EAGER_COMPILE_HINT}\n${output.code}`;
          // One more line at the top, which maps to nothing.
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
        }
      },
    },
  };
}
