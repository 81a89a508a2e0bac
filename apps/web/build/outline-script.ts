import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { runnerImport } from 'vite';
import type * as OutlineRoutes from '../src/app/boot/outline-routes.ts';
import type { OutlineTable } from '../src/app/boot/outline-routes.ts';

/** How index.html's source asks for the outline's script; the build puts the script there inline. */
export const OUTLINE_SCRIPT = '<script src="/outline.js"></script>';

/** The id of the script's entry: a call of `paintOutline` with the table of screens' outlines. */
const ENTRY = '\0outline-script';

/**
 * The outline's script, built from `src/app/boot/paint-outline.ts` as one classic script for
 * index.html's <head>: the route table it picks the outline with is derived from the route
 * manifest (loaded through Vite, as the app is), never written by hand. `base` is the app's base
 * path (`/`, or e.g. `/m/`).
 */
export async function buildOutlineScript(root: string, base: string): Promise<string> {
  const table = await outlineTable(root, base);
  const paintOutline = join(root, 'src/app/boot/paint-outline.ts');
  const bundle = await rolldown({
    input: ENTRY,
    platform: 'browser',
    // Workspace libraries from source, as the app's build reads them.
    resolve: { conditionNames: ['@video/source', 'import', 'browser', 'default'] },
    plugins: [
      {
        name: 'outline-script-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY
            ? `import { paintOutline } from ${JSON.stringify(paintOutline)};\n` +
              `paintOutline(window, ${JSON.stringify(table)});\n`
            : null,
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    return output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

/** The outline script's table, from the table of screens, loaded through Vite as the app is. */
async function outlineTable(root: string, base: string): Promise<OutlineTable> {
  const { module } = await runnerImport<typeof OutlineRoutes>(
    join(root, 'src/app/boot/outline-routes.ts'),
    { configFile: false, root, logLevel: 'error' },
  );
  return module.outlineTable(base);
}
