// Byte budgets of the production build (run after `nx run web:build`): prints every figure and
// exits non-zero when one is over. Sizes are gzip level 9, as a CDN serves them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { chunkKeyOf, type Manifest, staticClosure } from './manifest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dist = process.env['WEB_OUT_DIR'] ?? join(root, 'dist/apps/web');
const KiB = 1024;

/** Written by apps/web/build/chunk-modules-plugin.ts: the modules of every chunk. */
const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
const HOME_SCREEN = 'src/features/home/index.ts';
const PLAYER_SCREEN = 'src/features/play-video/index.ts';
/** Libraries that must never be in the chunks loaded before the first screen. */
const LAZY_ONLY = ['/node_modules/hls.js/', '/node_modules/swiper/'];

const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const sum = (files: readonly string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/**
 * The framework floor: react, react-dom, react-router-dom, RTK Query and react-redux, all used,
 * built alone with the app's compiler settings. Budgets relative to it stay honest as versions move.
 */
async function frameworkFloor(): Promise<number> {
  // Inside the workspace, so that the packages resolve from its node_modules.
  mkdirSync(join(root, 'dist'), { recursive: true });
  const dir = mkdtempSync(join(root, 'dist', 'floor-'));
  try {
    writeFileSync(
      join(dir, 'main.tsx'),
      `import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
const api = createApi({ baseQuery: fetchBaseQuery({ baseUrl: '/' }), endpoints: (b) => ({ ping: b.query<string, void>({ query: () => 'ping' }) }) });
const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (g) => g().concat(api.middleware) });
function Ping() { const { data } = api.useQueryState(undefined); return <p>{String(data)}</p>; }
const router = createBrowserRouter([{ path: '*', element: <Ping /> }]);
createRoot(document.body).render(<Provider store={store}><RouterProvider router={router} /></Provider>);
`,
    );
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

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const chunkModules = JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8')) as Record<
  string,
  string[]
>;

const homeKey = chunkKeyOf(manifest, HOME_SCREEN);
if (!homeKey) throw new Error(`The build has no chunk for ${HOME_SCREEN}.`);
const firstRoute = staticClosure(manifest, ['index.html', homeKey]);
const homeJs = sum(firstRoute.js);
const homeCss = sum(firstRoute.css);
const floor = await frameworkFloor();

const rows: Row[] = [
  { budget: 'framework floor (reference)', measured: kib(floor), limit: '—', ok: true },
  {
    budget: 'JS before /home renders',
    measured: kib(homeJs),
    limit: kib(160 * KiB),
    ok: homeJs <= 160 * KiB,
  },
  {
    budget: 'JS before /home ÷ floor',
    measured: (homeJs / floor).toFixed(2),
    limit: '1.35',
    ok: homeJs <= 1.35 * floor,
  },
  {
    budget: 'CSS before /home renders',
    measured: kib(homeCss),
    limit: kib(20 * KiB),
    ok: homeCss <= 20 * KiB,
  },
];

for (const library of LAZY_ONLY) {
  const offenders = firstRoute.js.filter((file) =>
    chunkModules[file]?.some((id) => id.includes(library)),
  );
  rows.push({
    budget: `${library.split('/')[2]} kept out of the first chunks`,
    measured: offenders.length === 0 ? 'absent' : `in ${offenders.join(', ')}`,
    limit: 'absent',
    ok: offenders.length === 0,
  });
}

const playerKey = chunkKeyOf(manifest, PLAYER_SCREEN);
if (playerKey) {
  // What opening the player adds to a visitor who has the first route already: its own static
  // closure plus the hls.js chunk it imports on mount.
  const hlsKeys = Object.keys(manifest).filter((key) =>
    chunkModules[manifest[key]?.file ?? '']?.some((id) => id.includes('/node_modules/hls.js/')),
  );
  const player = staticClosure(manifest, [playerKey, ...hlsKeys]);
  const extra = sum(player.js.filter((file) => !firstRoute.js.includes(file)));
  rows.push({
    budget: 'player route extra JS',
    measured: kib(extra),
    limit: kib(130 * KiB),
    ok: extra <= 130 * KiB,
  });
}

const widths = [38, 24, 12];
const line = (cells: readonly string[]) =>
  cells.map((cell, i) => cell.padEnd(widths[i] ?? 6)).join(' ');
console.log(line(['budget', 'measured (gzip -9)', 'limit', 'ok']));
for (const row of rows)
  console.log(line([row.budget, row.measured, row.limit, row.ok ? 'yes' : 'OVER']));

if (rows.some((row) => !row.ok)) {
  console.error('\nA byte budget is over: see the table above.');
  process.exitCode = 1;
}
