// Byte budgets of the production builds: prints every figure and exits non-zero when one is over.
// Sizes are gzip level 9, as a CDN serves them. Each build is checked by its own project, so that a
// change to one app neither needs the other's build nor runs its budgets:
//   tsx tools/budgets/src/check-budgets.ts --only web    after `nx run web:build` (budgets:budgets)
//   tsx tools/budgets/src/check-budgets.ts --only embed  after `nx run embed:build` (embed:budgets)
//   tsx tools/budgets/src/check-budgets.ts               both
// WEB_OUT_DIR and EMBED_OUT_DIR name the builds (default dist/apps/web and dist/apps/embed).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import {
  bringsModule,
  holdsCodeOf,
  type ChunkModules,
  chunkKeyOf,
  type Manifest,
  reachableFiles,
  routeExtra,
  staticClosure,
} from './manifest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dist = process.env['WEB_OUT_DIR'] ?? join(root, 'dist/apps/web');
const embedDist = process.env['EMBED_OUT_DIR'] ?? join(root, 'dist/apps/embed');
const KiB = 1024;

/** The builds whose budgets this checks. */
const BUILDS = ['web', 'embed'] as const;
type Build = (typeof BUILDS)[number];

/** Written by apps/web/build/chunk-modules-plugin.ts: the modules of every chunk. */
const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
const HOME_SCREEN = 'src/features/home/home-screen.tsx';
/** The boot (the store, which takes the arrival calls over): loaded once the lead image shows. */
const START = 'src/app/boot/start.ts';
/** React DOM and the shell: loaded by the entry beside the boot, before any screen. */
const RENDERER = 'src/app/boot/render.tsx';
const HLS = '/node_modules/hls.js/';
const SWIPER = '/node_modules/swiper/';
/** Libraries that must never be in the chunks loaded before the first screen. */
const LAZY_ONLY = [HLS, SWIPER];

/** Routes whose extra JS is measured: their screen, what they load on mount, their limit. */
const ROUTES = [
  {
    name: 'player route (/playVideo) extra JS',
    screen: 'src/features/play-video/play-video-screen.tsx',
    loadsOnMount: [HLS],
    // Its weight (132.6 KiB, of which hls.js light is 111 KiB; 125.4 KiB before the film's
    // gestures — the seek drag with its bubble, the double tap, the hold anywhere, the volume and
    // brightness drags — 127.4 KiB before 清晰度, 画中画 and the landscape lock, mute, 自动连播
    // with its countdown, 分享 and the keyboard's seek, and 130.4 KiB before the double tap's runs
    // on the sides, the keys' check and the seek frames; the key map, 更多, 定时关闭, 快捷键, the
    // frame and the thumbnails' reader load on first use). The film's gesture controller is most
    // of the 2.1 KiB over the 130.5 KiB this limit held: splitting it is the next step.
    limit: 132.75 * KiB,
  },
  {
    name: 'short-video route extra JS',
    screen: 'src/features/short-video/short-video-screen.tsx',
    loadsOnMount: [HLS, SWIPER],
    limit: null,
  },
] as const;

/**
 * What the first screen may load before it renders: the entry, the store, React DOM, React Router,
 * the shell and home, a little above what they weigh (151.0 KiB, 1.45 × the floor; 135.9 KiB
 * before React Router, whose 13.2 KiB the floor now counts too), so that growth is a choice. The
 * store in four files, each evaluated in a task of its own, costs 0.6 KiB over one file; the
 * compile hint atop each of the 17 files, 0.3 KiB. Chosen since 148.8 KiB: failures watched from
 * the first byte, their reporter loaded once the page is idle (1.3 KiB), the tap rule on every
 * control (0.3 KiB), routes that forward, declared with their screens (0.3 KiB), the ranking's and the
 * feed's arrival calls (0.3 KiB), the covers' blurred previews (0.2 KiB: `imgbase64` read in the
 * entry, the preview under a cover until the cover has decoded), the tab screens' code loaded
 * once the page is idle (0.1 KiB: on the low-tier phone INP 432 → 336 ms, the tabs out of the
 * slowest taps).
 */
const HOME_JS_LIMIT = 152 * KiB;
const HOME_JS_PER_FLOOR_LIMIT = 1.5;

/**
 * What the entry loads before the lead image (the config, the arrival calls, the image codec,
 * storage, the table of screens): it shares a slow link with nothing but the arrival calls, and
 * every KiB of it delays them. A little above its weight (20.3 KiB; 22.2 KiB while a route
 * manifest held the screens' loaders, which brought Vite's list of each screen's files into the
 * entry: the screens are now found by name, in the screens' chunk). A screen adds its entry in
 * the table, some 0.03–0.15 KiB (the worked example `/about`, with its arrival plan: 0.1 KiB).
 */
const LEAD_JS_LIMIT = 21 * KiB;

/** hls.js's own files in the embed's build: its light build and its transmuxer worker. */
const EMBED_HLS = /^assets\/hls\.(light|worker)-[\w-]+\.js$/;

/** The embed's seek frame (its thumbnails' reader): loaded on the first seek drag or scrub. */
const EMBED_SEEK_FRAME = /^assets\/seek-frame-[\w-]+\.js$/;

/**
 * The embeddable player's own code: every JS and CSS file its page loads (the entry, the cover
 * cipher it loads for the cover, its stylesheet) but hls.js's, which it loads on play and which is
 * the library, not the player. It shows in other sites' pages, often many on one page, on phones:
 * 24.9 KiB when it was built (the entry 21.1 KiB, the cipher 3.1 KiB, the CSS 1.4 KiB).
 */
const EMBED_LIMIT = 25 * KiB;

/**
 * The comment apps/web/build/eager-compile-plugin.ts opens every chunk with (V8 then compiles the
 * file's functions off the main thread): a minifier or a bundler upgrade could drop it unseen.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const gzipBytes = (file: string, dir = dist) =>
  gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const sum = (files: readonly string[], dir = dist) =>
  files.reduce((total, file) => total + gzipBytes(file, dir), 0);
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/** A page using react, react-dom, RTK Query and react-redux, and (with `router`) React Router. */
function floorPage(router: boolean): string {
  const imports = `import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
${router ? "import { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';" : ''}
const api = createApi({ baseQuery: fetchBaseQuery({ baseUrl: '/' }), endpoints: (b) => ({ ping: b.query<string, void>({ query: () => 'ping' }) }) });
const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (g) => g().concat(api.middleware) });
function Ping() { const { data } = api.useQueryState(undefined); return <p>{String(data)}</p>; }
`;
  if (!router) {
    return `${imports}createRoot(document.body).render(<Provider store={store}><Ping /></Provider>);\n`;
  }
  return `${imports}function Page() { const [params] = useSearchParams(); const navigate = useNavigate(); const { pathname } = useLocation();
  return <><Ping /><Link to="/a">{pathname}</Link><button onClick={() => navigate('/b')}>{params.get('q')}</button></>; }
createRoot(document.body).render(<Provider store={store}><BrowserRouter><Routes location={window.location}><Route path="/a" element={<Page />} /><Route path="*" element={<Navigate to="/a" replace />} /></Routes></BrowserRouter></Provider>);
`;
}

/**
 * The framework floor: react, react-dom, RTK Query, react-redux and React Router (declarative
 * mode), all used, built alone with the app's compiler settings. Budgets relative to it stay honest
 * as versions move. `router: false` builds it without React Router, to tell what the router costs.
 */
async function frameworkFloor(router = true): Promise<number> {
  // Inside the workspace, so that the packages resolve from its node_modules.
  mkdirSync(join(root, 'dist'), { recursive: true });
  const dir = mkdtempSync(join(root, 'dist', 'floor-'));
  try {
    writeFileSync(join(dir, 'main.tsx'), floorPage(router));
    const output = (await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [react()],
      build: { write: false, target: 'es2022', rollupOptions: { input: join(dir, 'main.tsx') } },
    })) as Rolldown.RolldownOutput;
    return output.output
      .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
      .reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Row {
  readonly budget: string;
  readonly measured: string;
  readonly limit: string;
  readonly ok: boolean;
}

/** The web app's budgets: its first load, the routes' extra JS, what must stay lazy. */
async function webRows(): Promise<Row[]> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunkModules = JSON.parse(
    readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8'),
  ) as ChunkModules;

  const homeKey = chunkKeyOf(manifest, HOME_SCREEN);
  if (!homeKey) throw new Error(`The build has no chunk for ${HOME_SCREEN}.`);
  const rendererKey = chunkKeyOf(manifest, RENDERER);
  if (!rendererKey) throw new Error(`The build has no chunk for ${RENDERER}.`);
  const startKey = chunkKeyOf(manifest, START);
  if (!startKey) throw new Error(`The build has no chunk for ${START}.`);
  const firstRouteKeys = ['index.html', startKey, rendererKey, homeKey];
  const firstRoute = staticClosure(manifest, firstRouteKeys);
  const homeJs = sum(firstRoute.js);
  const leadJs = sum(staticClosure(manifest, ['index.html']).js);
  // The page's own stylesheet is inline in index.html (apps/web/build/inline-outline-plugin.ts).
  const inlineCss = [
    ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g),
  ].reduce((total, [, css = '']) => total + gzipSync(css, { level: 9 }).length, 0);
  const homeCss = sum(firstRoute.css) + inlineCss;
  const floor = await frameworkFloor();
  const routerCost = floor - (await frameworkFloor(false));

  const rows: Row[] = [
    { budget: 'framework floor (reference)', measured: kib(floor), limit: '—', ok: true },
    { budget: 'of which React Router', measured: kib(routerCost), limit: '—', ok: true },
    {
      budget: 'JS before the lead image (entry)',
      measured: kib(leadJs),
      limit: kib(LEAD_JS_LIMIT),
      ok: leadJs <= LEAD_JS_LIMIT,
    },
    {
      budget: 'JS before /home renders',
      measured: kib(homeJs),
      limit: kib(HOME_JS_LIMIT),
      ok: homeJs <= HOME_JS_LIMIT,
    },
    {
      budget: 'JS before /home ÷ floor',
      measured: (homeJs / floor).toFixed(2),
      limit: HOME_JS_PER_FLOOR_LIMIT.toFixed(2),
      ok: homeJs <= HOME_JS_PER_FLOOR_LIMIT * floor,
    },
    {
      budget: 'CSS before /home renders',
      measured: kib(homeCss),
      limit: kib(20 * KiB),
      ok: homeCss <= 20 * KiB,
    },
  ];

  const unhinted = firstRoute.js.filter(
    (file) => !readFileSync(join(dist, file), 'utf8').startsWith(EAGER_COMPILE_HINT),
  );
  rows.push({
    budget: 'compile hint atop the /home JS files',
    measured:
      unhinted.length === 0
        ? `${firstRoute.js.length} of ${firstRoute.js.length}`
        : `missing in ${unhinted.join(', ')}`,
    limit: 'all',
    ok: unhinted.length === 0,
  });

  for (const library of LAZY_ONLY) {
    const offenders = firstRoute.js.filter((file) =>
      chunkModules[file]?.some((id) => holdsCodeOf(id, [library])),
    );
    rows.push({
      budget: `${library.split('/')[2]} not in the entry or /home chunks`,
      measured: offenders.length === 0 ? 'absent' : `in ${offenders.join(', ')}`,
      limit: 'absent',
      ok: offenders.length === 0,
    });
  }

  // What opening each route adds for a visitor who has the first route already: its chunks and
  // the libraries it imports as it mounts (hls.js, Swiper), found by walking the chunk graph.
  for (const route of ROUTES) {
    const key = chunkKeyOf(manifest, route.screen);
    const extra = key
      ? sum(
          routeExtra(
            manifest,
            firstRouteKeys,
            [key],
            bringsModule(manifest, chunkModules, route.loadsOnMount),
          ).js,
        )
      : null;
    rows.push({
      budget: route.name,
      measured: extra === null ? `no chunk for ${route.screen}` : kib(extra),
      limit: route.limit === null ? '— (reported)' : kib(route.limit),
      ok: extra !== null && (route.limit === null || extra <= route.limit),
    });
  }
  return rows;
}

/** The embeddable player's, a build of its own: all its page loads (it has no routes). */
function embedRows(): Row[] {
  const embedManifest = JSON.parse(
    readFileSync(join(embedDist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const embedEntry = Object.keys(embedManifest).find((key) => embedManifest[key]?.isEntry);
  if (!embedEntry) throw new Error(`The embed's build in ${embedDist} has no entry.`);
  const fileOf = (key: string) => embedManifest[key]?.file ?? '';
  const loadedLater = (key: string) =>
    EMBED_HLS.test(fileOf(key)) || EMBED_SEEK_FRAME.test(fileOf(key));
  const embedOwn = reachableFiles(embedManifest, [embedEntry], loadedLater);
  const embedBytes = sum([...embedOwn.js, ...embedOwn.css], embedDist);
  const everything = reachableFiles(embedManifest, [embedEntry], () => false).js;
  const reported = (budget: string, files: RegExp): Row => ({
    budget,
    measured: kib(
      sum(
        everything.filter((file) => files.test(file)),
        embedDist,
      ),
    ),
    limit: '— (reported)',
    ok: true,
  });
  return [
    {
      budget: `embed: own JS and CSS (${embedOwn.js.length} JS, ${embedOwn.css.length} CSS)`,
      measured: kib(embedBytes),
      limit: kib(EMBED_LIMIT),
      ok: embedBytes <= EMBED_LIMIT,
    },
    reported('embed: hls.js light, loaded on play', EMBED_HLS),
    reported('embed: seek frame, on the first drag', EMBED_SEEK_FRAME),
  ];
}

/** Which builds to check: `--only web` or `--only embed`, else both. */
function buildsToCheck(args: readonly string[]): readonly Build[] {
  const { values } = parseArgs({ args: [...args], options: { only: { type: 'string' } } });
  if (values.only === undefined) return BUILDS;
  const only = BUILDS.find((build) => build === values.only);
  if (!only) throw new Error(`--only takes ${BUILDS.join(' or ')}, not ${values.only}.`);
  return [only];
}

const builds = buildsToCheck(process.argv.slice(2));
const rows: Row[] = [
  ...(builds.includes('web') ? await webRows() : []),
  ...(builds.includes('embed') ? embedRows() : []),
];

const widths = [40, 24, 14];
const line = (cells: readonly string[]) =>
  cells.map((cell, i) => cell.padEnd(widths[i] ?? 6)).join(' ');
console.log(line(['budget', 'measured (gzip -9)', 'limit', 'ok']));
for (const row of rows)
  console.log(line([row.budget, row.measured, row.limit, row.ok ? 'yes' : 'OVER']));

if (rows.some((row) => !row.ok)) {
  console.error('\nA byte budget is over: see the table above.');
  process.exitCode = 1;
}
