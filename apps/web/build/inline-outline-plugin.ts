import { join } from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { OUTLINE_MARKUP, renderOutline, type RenderedOutline } from './outline-markup.ts';
import { buildOutlineScript, OUTLINE_SCRIPT } from './outline-script.ts';

type Output = NonNullable<IndexHtmlTransformContext['bundle']>[string];

/**
 * Puts what the first paint waits for into index.html itself: the outline (rendered from the app's
 * `Outline` component with its components' styles, see `outline-markup.ts`), the outline's script
 * (which picks the route's outline and the colour scheme; built from TypeScript, see
 * `outline-script.ts`) — both in the dev server too — and, in the build, the entry's stylesheet
 * (the tokens, the page-wide basics and the outline's own rules). Each had been a request of its
 * own that the first paint waited for, on a slow link a round trip or more after the page
 * (Lighthouse on /mine: FCP 1.20 → 1.05 s). The deploy's Content-Security-Policy allows exactly
 * these inline blocks by their hashes (tools/deploy/nginx-options.mjs reads them from the built
 * index.html).
 *
 * The stylesheet is taken off the entry chunk's list: Vite would otherwise link it in the page
 * and list it for every lazy chunk that imports from the entry to load first, a second copy of
 * its rules after the screens' own.
 */
export function inlineOutlinePlugin(): Plugin {
  const noConfig = () => Promise.reject(new Error('no config yet'));
  let script: () => Promise<string> = noConfig;
  let outline: () => Promise<RenderedOutline> = noConfig;
  const entryStylesheets: string[] = [];
  return {
    name: 'inline-outline',
    enforce: 'post',
    configResolved(config) {
      // Built afresh for each page the dev server serves (the table of screens may have changed), once
      // for the build.
      const once = <T>(make: () => Promise<T>) => {
        let made: Promise<T> | undefined;
        return () => (config.command === 'build' ? (made ??= make()) : make());
      };
      script = once(() => buildOutlineScript(config.root, config.base));
      outline = once(() =>
        renderOutline(config.root, config.base, join(config.cacheDir, 'outline')),
      );
    },
    renderChunk: {
      // Once Vite has named the chunk's stylesheets.
      order: 'post',
      handler(_code, chunk) {
        const css = chunk.isEntry ? chunk.viteMetadata?.importedCss : undefined;
        if (!css) return null;
        entryStylesheets.push(...css);
        css.clear();
        return null;
      },
    },
    generateBundle: {
      // Once index.html holds them: the files would be dead weight in the build and the precache.
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of entryStylesheets) delete bundle[fileName];
      },
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        for (const marker of [OUTLINE_SCRIPT, OUTLINE_MARKUP]) {
          if (!html.includes(marker)) throw new Error(`index.html has no ${marker} to fill.`);
        }
        const code = inlineable(await script(), 'script');
        const { markup, css } = await outline();
        if (bundle) sameClassesAsTheApp(css, bundle);
        // The components' rules go inside the app's root, before the outline they draw: the
        // first render, which replaces the outline, removes them with it. Kept, every later style
        // recalculation would match those components' rules twice, theirs and the screens'
        // stylesheets'. The entry's (the tokens, which part of the outline shows) stay in <head>.
        const entryCss = Object.entries(bundle ?? {}).flatMap(([fileName, output]) =>
          entryStylesheets.includes(fileName) ? [sourceOf(fileName, output)] : [],
        );
        const style = (rules: string) =>
          rules ? [`<style>${inlineable(rules, 'style')}</style>`] : [];
        return html
          .replace(OUTLINE_SCRIPT, () =>
            [`<script>${code}</script>`, ...style(entryCss.join(''))].join('\n    '),
          )
          .replace(OUTLINE_MARKUP, () => [...style(css), markup].join(''));
      },
    },
  };
}

/**
 * Fails the build when a class the outline's components are drawn with is not one the app's own
 * stylesheets have: the screens would draw the same component under another name (a stylesheet's
 * class names come from its content, so both builds name them alike; this holds them to it).
 */
function sameClassesAsTheApp(
  css: string,
  bundle: NonNullable<IndexHtmlTransformContext['bundle']>,
) {
  const appCss = Object.entries(bundle)
    .filter(([fileName]) => fileName.endsWith('.css'))
    .map(([fileName, output]) => sourceOf(fileName, output))
    .join('');
  // The outline's own classes (its style attributes') are its alone.
  const missing = [...new Set(css.match(/\.-?[_a-zA-Z][\w-]*/g))].filter(
    (selector) => !selector.startsWith('.outline') && !appCss.includes(selector),
  );
  if (missing.length > 0) {
    throw new Error(
      `The outline draws classes the app's stylesheets do not have: ${missing.join(' ')}`,
    );
  }
}

/** `text`, which must not close its element early. */
function inlineable(text: string, element: 'script' | 'style'): string {
  if (text.toLowerCase().includes(`</${element}`)) {
    throw new Error(`What index.html would hold inline closes its <${element}> early.`);
  }
  return text;
}

function sourceOf(fileName: string, output: Output | undefined): string {
  if (output?.type !== 'asset') throw new Error(`The entry's ${fileName} is not in the build.`);
  return typeof output.source === 'string'
    ? output.source
    : new TextDecoder().decode(output.source);
}
