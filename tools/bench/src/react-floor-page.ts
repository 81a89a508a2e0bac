import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import type { ReactFloorOutline } from '../reference/outline-node';
import { readOutline } from './outline-markup';
import { reactFloorRoutes } from './react-floor-routes';
import type { StaticFile } from './site-proxy';
import { webBuildSettings } from './web-build-settings';

const REFERENCE_DIR = fileURLToPath(new URL('../reference', import.meta.url));
const PAGE = 'react-floor.html';
const OUTLINE_MODULE = 'virtual:react-floor-outline';
const STYLES_MARKER = '<!--react-floor-styles-->';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** The page's outline and routes, as the module `virtual:react-floor-outline`. */
function outlineModule(outline: ReactFloorOutline): Plugin {
  const id = `\0${OUTLINE_MODULE}`;
  return {
    name: 'react-floor-outline',
    resolveId: (source) => (source === OUTLINE_MODULE ? id : null),
    load: (loaded) => (loaded === id ? `export default ${JSON.stringify(outline)};` : null),
  };
}

/** The built app's styles, inline in the page's head as the app's index.html has them. */
function outlineStyles(styles: readonly string[]): Plugin {
  return {
    name: 'react-floor-styles',
    transformIndexHtml(html) {
      if (!html.includes(STYLES_MARKER)) throw new Error(`${PAGE} has no ${STYLES_MARKER}.`);
      return html.replace(STYLES_MARKER, () =>
        styles.map((css) => `<style>${css}</style>`).join('\n    '),
      );
    },
  };
}

/**
 * Runs `make` with NODE_ENV=production, as `vite build` runs: Vite takes a production build's
 * resolve conditions (React's production files) from it, and postcss-load-config sets it to
 * `development` in this process when it first finds it unset (it was, when the bench started).
 */
async function asProduction<T>(make: () => Promise<T>): Promise<T> {
  const before = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    return await make();
  } finally {
    if (before === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = before;
  }
}

/**
 * Builds the React floor page (tools/bench/reference/react-floor.tsx) in memory, as files to
 * serve under `basename` (e.g. `/__bench/react-floor`): the page at every outlined screen's
 * path under it (`/__bench/react-floor/home`), where its router matches the route as the app's
 * does, and its script. The outline is the one in `indexHtml`, the built app's page, and the
 * page is built with the app's build settings (its Vite config's target, minifiers, `define`s,
 * output split and React plugin; production mode, so React's production build).
 */
export async function buildReactFloorPage(
  indexHtml: string,
  basename: string,
): Promise<Map<string, StaticFile>> {
  const settings = await webBuildSettings();
  const { frame, parts, styles } = readOutline(indexHtml);
  const routes = reactFloorRoutes();
  const output = (await asProduction(() =>
    build({
      configFile: false,
      root: REFERENCE_DIR,
      base: `${basename}/`,
      mode: 'production',
      logLevel: 'silent',
      plugins: [
        ...settings.reactPlugins,
        outlineModule({ basename, routes, frame, parts }),
        outlineStyles(styles),
      ],
      define: { ...settings.define, 'process.env.NODE_ENV': JSON.stringify('production') },
      resolve: settings.conditions ? { conditions: [...settings.conditions] } : {},
      build: {
        write: false,
        target: settings.target,
        minify: settings.minify,
        cssMinify: settings.cssMinify,
        rolldownOptions: {
          input: { 'react-floor': `${REFERENCE_DIR}/${PAGE}` },
          output: settings.output,
        },
      },
    }),
  )) as Rolldown.RolldownOutput;
  const files = new Map<string, StaticFile>();
  let page: StaticFile | undefined;
  for (const item of output.output) {
    const extension = item.fileName.split('.').pop() ?? '';
    const file = {
      body: item.type === 'chunk' ? item.code : item.source,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    };
    if (item.fileName === PAGE) page = file;
    else files.set(`${basename}/${item.fileName}`, file);
  }
  if (!page) throw new Error(`The React floor build produced no ${PAGE}.`);
  for (const route of routes) files.set(`${basename}${route.path.replace(/\/\*$/, '')}`, page);
  return files;
}
