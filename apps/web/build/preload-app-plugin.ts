import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

/**
 * The modules the entry imports dynamically (see src/main.tsx): the start (boot module, store,
 * first calls) after the outline's first paint, and the renderer (React DOM, the shell).
 */
const DYNAMIC_ENTRIES = ['/src/app/start.ts', '/src/app/render.tsx'];

type Output = NonNullable<IndexHtmlTransformContext['bundle']>[string];
type Chunk = Extract<Output, { type: 'chunk' }>;

/**
 * The entry loads the app's code with dynamic imports, so that the outline paints before it
 * runs and the boot module runs before the renderer; left alone, the browser would only learn of
 * their files once the entry has run. This puts them in index.html as `modulepreload` (their CSS
 * as stylesheets), so that they download beside the entry from the start.
 */
export function preloadAppPlugin(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const dynamicEntries = DYNAMIC_ENTRIES.map((module) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`The build has no chunk for ${module}.`);
          return chunk;
        });
        const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/index.html'));
        const loaded = staticClosure(entry, byFile);
        const loadedFiles = new Set(loaded.map((chunk) => chunk.fileName));
        const loadedCss = new Set(loaded.flatMap((chunk) => [...cssOf(chunk)]));
        const added = [
          ...new Set(dynamicEntries.flatMap((chunk) => staticClosure(chunk, byFile))),
        ].filter((chunk) => !loadedFiles.has(chunk.fileName));
        const css = new Set(added.flatMap((chunk) => [...cssOf(chunk)]));
        return [
          ...added.map((chunk) => link('modulepreload', chunk.fileName)),
          ...[...css]
            .filter((file) => !loadedCss.has(file))
            .map((file) => link('stylesheet', file)),
        ];
      },
    },
  };
}

const cssOf = (chunk: Chunk): ReadonlySet<string> => chunk.viteMetadata?.importedCss ?? new Set();

function link(rel: string, fileName: string): HtmlTagDescriptor {
  return { tag: 'link', attrs: { rel, crossorigin: true, href: `/${fileName}` }, injectTo: 'head' };
}

/** `root` and every chunk it imports statically, each once. */
function staticClosure(root: Chunk | undefined, byFile: Map<string, Chunk>): Chunk[] {
  const found = new Map<string, Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  visit(root);
  return [...found.values()];
}
