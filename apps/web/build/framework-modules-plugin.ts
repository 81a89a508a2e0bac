import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { OUTLINE_SCRIPT } from './outline-script.ts';

/**
 * The modules the entry imports dynamically once the first screen's lead image is on screen
 * (see src/main.tsx), by the name their meta tag carries: the start (boot, store) and the
 * renderer (React DOM, the shell).
 */
const FRAMEWORK_ENTRIES = { start: '/src/app/boot/start.ts', render: '/src/app/boot/render.tsx' };

/** The meta tags the outline's script and the entry read the framework's files from. */
export const FRAMEWORK_META = 'app-framework';

type Output = NonNullable<IndexHtmlTransformContext['bundle']>[string];
type Chunk = Extract<Output, { type: 'chunk' }>;

/**
 * Names the framework's files in index.html, one `<meta name="app-framework" data-entry>` per
 * entry (the start's, then the renderer's files the start has not), before the script, each file
 * after the files it imports: the entry evaluates them one task at a time. On a screen whose
 * outline shows no lead image (排行, 发现), the outline's script asks for them as
 * `modulepreload` right after the outline's first paint, so that they download beside the entry;
 * on the others they wait for the lead image, which then has the link to itself.
 */
export function frameworkModulesPlugin(): Plugin {
  // The app's base path (`/`, or e.g. `/m/`): the files' addresses start with it.
  let base = '/';
  return {
    name: 'framework-modules',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        if (!html.includes(OUTLINE_SCRIPT)) {
          throw new Error(`index.html has no ${OUTLINE_SCRIPT} to name the framework's files to.`);
        }
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/index.html'));
        const named = new Set(staticClosure(entry, byFile).map((chunk) => chunk.fileName));
        const tags = Object.entries(FRAMEWORK_ENTRIES).map(([name, module]) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`The build has no chunk for ${module}.`);
          const files = staticClosure(chunk, byFile).filter((file) => !named.has(file.fileName));
          files.forEach((file) => named.add(file.fileName));
          const content = files.map((file) => `${base}${file.fileName}`).join(' ');
          return `<meta name="${FRAMEWORK_META}" data-entry="${name}" content="${content}" />`;
        });
        return html.replace(OUTLINE_SCRIPT, [...tags, OUTLINE_SCRIPT].join('\n    '));
      },
    },
  };
}

/**
 * `root` and every chunk it imports statically, each once, a chunk after the chunks it imports
 * (the order the browser evaluates them in).
 */
function staticClosure(root: Chunk | undefined, byFile: Map<string, Chunk>): Chunk[] {
  const visited = new Set<string>();
  const ordered: Chunk[] = [];
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || visited.has(chunk.fileName)) return;
    visited.add(chunk.fileName);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
    ordered.push(chunk);
  };
  visit(root);
  return ordered;
}
