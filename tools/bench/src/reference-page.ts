import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import type { StaticFile } from './site-proxy';

const REFERENCE_DIR = fileURLToPath(new URL('../reference', import.meta.url));

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * Builds the reference pages (tools/bench/reference) for production, in memory, as files to
 * serve under `base` (e.g. `/__bench/reference/`): the bare hls.js page at `base` (and
 * `index.html`), the framework-free floor of a first visit at `floor.html`.
 */
export async function buildReferencePage(base: string): Promise<Map<string, StaticFile>> {
  const output = (await build({
    configFile: false,
    root: REFERENCE_DIR,
    base,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: {
          index: `${REFERENCE_DIR}/index.html`,
          floor: `${REFERENCE_DIR}/floor.html`,
        },
      },
    },
  })) as Rolldown.RolldownOutput;
  const files = new Map<string, StaticFile>();
  for (const item of output.output) {
    const extension = item.fileName.split('.').pop() ?? '';
    files.set(`${base}${item.fileName}`, {
      body: item.type === 'chunk' ? item.code : item.source,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    });
  }
  const page = files.get(`${base}index.html`);
  if (!page || !files.has(`${base}floor.html`)) {
    throw new Error('The reference page build produced no index.html or floor.html.');
  }
  files.set(base, page);
  return files;
}
