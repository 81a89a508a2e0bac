import type { IndexHtmlTransformContext, Plugin } from 'vite';

/**
 * The modules the entry imports dynamically once the first screen's lead image is on screen
 * (see src/main.tsx): the start (boot, store) and the renderer (React DOM, the shell).
 */
const FRAMEWORK_ENTRIES = ['/src/app/start.ts', '/src/app/render.tsx'];

/** The meta tag public/boot-shell.js reads the framework's files from. */
export const FRAMEWORK_META = 'app-framework';

type Output = NonNullable<IndexHtmlTransformContext['bundle']>[string];
type Chunk = Extract<Output, { type: 'chunk' }>;

/** The script that reads the meta tag: the tag goes right before it. */
const BOOT_SHELL_SCRIPT = '<script src="/boot-shell.js"></script>';

/**
 * Names the framework's files in index.html (`<meta name="app-framework">`, before the script):
 * on a screen whose outline shows no lead image (`/mine`, the other tabs), public/boot-shell.js
 * asks for them at once as `modulepreload`, so that they download beside the entry; on the others
 * they wait for the lead image, which then has the link to itself.
 */
export function frameworkModulesPlugin(): Plugin {
  return {
    name: 'framework-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        if (!html.includes(BOOT_SHELL_SCRIPT)) {
          throw new Error(
            `index.html has no ${BOOT_SHELL_SCRIPT} to name the framework's files to.`,
          );
        }
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const framework = FRAMEWORK_ENTRIES.map((module) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`The build has no chunk for ${module}.`);
          return chunk;
        });
        const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/index.html'));
        const loaded = new Set(staticClosure(entry, byFile).map((chunk) => chunk.fileName));
        const files = [
          ...new Set(framework.flatMap((chunk) => staticClosure(chunk, byFile))),
        ].filter((chunk) => !loaded.has(chunk.fileName));
        const content = files.map((chunk) => `/${chunk.fileName}`).join(' ');
        return html.replace(
          BOOT_SHELL_SCRIPT,
          `<meta name="${FRAMEWORK_META}" content="${content}" />\n    ${BOOT_SHELL_SCRIPT}`,
        );
      },
    },
  };
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
