import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build, defaultServerConditions, type Rolldown } from 'vite';
import { stylesAsClasses, stylesFor } from './outline-styles.ts';

/** Where index.html's source leaves room for the outline, which the build renders there. */
export const OUTLINE_MARKUP = '<!--app-outline-->';

/** The outline as index.html holds it: its markup, and the styles of what that markup draws. */
export interface RenderedOutline {
  readonly markup: string;
  readonly css: string;
}

/**
 * The outline: `src/app/boot/Outline` (drawn with the screens' own components in their loading
 * state, the app's tab bar and words) rendered with React DOM's server renderer, and the rules
 * of those components' stylesheets its markup uses. The component is built for Node first (its
 * workspace libraries from source, their CSS modules under the class names the app's build gives
 * them: a name is made from the stylesheet's content), so that it renders with the same React
 * this module imports.
 */
export async function renderOutline(
  root: string,
  base: string,
  outDir: string,
): Promise<RenderedOutline> {
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
      // The components' stylesheets, in one file, minified as the app's are.
      ssrEmitAssets: true,
      cssCodeSplit: false,
      cssMinify: true,
      // One file, imported from where it is written: the screens' loaders (which the
      // outline never calls) inlined rather than split into chunks that are not written.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })) as Rolldown.RolldownOutput;
  const chunk = output.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('The outline did not build.');
  const css = output.output
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => (file.type === 'asset' ? String(file.source) : ''))
    .join('');
  // Beside the workspace's node_modules, so that React resolves as it does here.
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `outline-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, chunk.code);
  try {
    const { Outline, outlineStyle } = (await import(pathToFileURL(file).href)) as {
      Outline: ComponentType<{ base: string }>;
      outlineStyle: () => string;
    };
    // The app's base path without its closing slash, as the app's links are written (`/m/rank`).
    const rendered = renderToStaticMarkup(
      createElement(Outline, { base: base.replace(/\/$/, '') }),
    );
    const { markup, css: attributes } = stylesAsClasses(rendered);
    // Which part shows, and the current tab: the table's, for the script's choice.
    return { markup, css: stylesFor(css, markup) + attributes + outlineStyle() };
  } finally {
    rmSync(file, { force: true });
  }
}
