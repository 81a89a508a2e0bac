import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build, defaultServerConditions, type Rolldown } from 'vite';

/** Where index.html's source leaves room for the outline, which the build renders there. */
export const OUTLINE_MARKUP = '<!--app-outline-->';

/**
 * The outline's markup: `src/app/boot/Outline` (drawn with the app's own icons, tab bar and words)
 * rendered with React DOM's server renderer. The component is built for Node first (its
 * workspace libraries from source, their CSS modules as class names), so that it renders with
 * the same React this module imports.
 */
export async function renderOutlineMarkup(root: string, outDir: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { conditions: ['@video/source', ...defaultServerConditions] },
    ssr: { noExternal: [/^@video\//] },
    build: {
      ssr: 'src/app/boot/outline.tsx',
      write: false,
      minify: false,
      // One file, imported from where it is written: the manifest's screen loaders (which the
      // outline never calls) inlined rather than split into chunks that are not written.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })) as Rolldown.RolldownOutput;
  const [chunk] = output.output;
  // Beside the workspace's node_modules, so that React resolves as it does here.
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `outline-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, chunk.code);
  try {
    const { Outline } = (await import(pathToFileURL(file).href)) as { Outline: ComponentType };
    return renderToStaticMarkup(createElement(Outline));
  } finally {
    rmSync(file, { force: true });
  }
}
