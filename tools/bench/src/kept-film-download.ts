// 离线缓存 on the bench's slow network: how long keeping a demo film takes at each rendition,
// how many bytes it keeps, and what a full quota does to a download under way.
//   npm run bench:kept-film [-- --runs 3 --film 5]        (after `nx run web:build`)
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { findChrome } from '@video/browser';
import { routes } from '@video/routes';
import { startBenchServers } from './bench-servers';
import { BENCH_CHROME_FLAGS, newPhoneContext } from './phone';
import { slowDown } from './slow-phone';
import { median } from './stats';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    film: { type: 'string', default: '5' },
  },
});
const runs = Number(values.runs);
const film = Number(values.film);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a count, not ${values.runs}.`);
if (!Number.isInteger(film) || film < 1)
  throw new Error(`--film must be a film id, not ${values.film}.`);
const log = (message: string) => console.error(`[kept-film] ${message}`);

interface Kept {
  readonly state: string;
  readonly bytesDone: number;
  readonly filesDone: number;
  readonly filesTotal: number;
}

const keptFilm = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('keptFilms') ?? '[]') as Kept[])[0] ?? null);

/** Opens the film's 缓存 sheet and keeps it at `height`; resolves when the tap was made. */
async function keep(page: Page, siteUrl: string, height: number): Promise<void> {
  await page.goto(`${siteUrl}${routes.playVideo.href({ id: film })}`);
  await page.getByRole('button', { name: '缓存' }).click();
  const sheet = page.getByRole('dialog', { name: '缓存' });
  await sheet.getByRole('button', { name: new RegExp(`^${height}P 约 \\d+ MB$`) }).click();
}

/** Waits until the kept film is in `states`, polling storage every 100 ms. */
async function until(page: Page, states: readonly string[], timeoutMs = 300_000): Promise<Kept> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const kept = await keptFilm(page);
    if (kept && states.includes(kept.state)) return kept;
    if (Date.now() > deadline) throw new Error(`the download stayed ${kept?.state ?? 'absent'}`);
    await page.waitForTimeout(100);
  }
}

const servers = await startBenchServers({
  port: Number(process.env['BENCH_PORT'] ?? 4530),
  outDir: process.env['WEB_OUT_DIR'] || undefined,
  build: false,
});
const browser = await chromium.launch({ executablePath: findChrome(), args: BENCH_CHROME_FLAGS });
try {
  for (const height of [360, 720]) {
    const seconds: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run += 1) {
      const context = await newPhoneContext(browser);
      const page = await context.newPage();
      await slowDown(context, page);
      await keep(page, servers.adsOffUrl, height);
      const started = Date.now();
      const kept = await until(page, ['done', 'failed', 'full']);
      if (kept.state !== 'done') throw new Error(`the ${height}P download ended ${kept.state}`);
      seconds.push((Date.now() - started) / 1000);
      bytes = kept.bytesDone;
      await context.close();
    }
    const sorted = [...seconds].sort((a, b) => a - b);
    console.log(
      `${height}P: ${bytes.toLocaleString('en')} bytes kept; download ${median(seconds)?.toFixed(1)} s median of ${runs} (${sorted[0]?.toFixed(1)}–${sorted.at(-1)?.toFixed(1)} s)`,
    );
  }

  // A full disk: the quota cut to what the first files took, under way.
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await slowDown(context, page);
  const cdp = await context.newCDPSession(page);
  await keep(page, servers.adsOffUrl, 720);
  const partway = await until(page, ['downloading']);
  await page.waitForFunction(
    () =>
      ((JSON.parse(localStorage.getItem('keptFilms') ?? '[]') as Kept[])[0]?.filesDone ?? 0) >= 4,
  );
  const origin = new URL(servers.adsOffUrl).origin;
  const { usage } = await page.evaluate(() => navigator.storage.estimate());
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: (usage ?? 0) + 1 });
  const stopped = await until(page, ['full', 'done', 'failed']);
  console.log(
    `full quota: the 720P download under way (${partway.state}) ended ${stopped.state} with ${stopped.filesDone} of ${stopped.filesTotal} files (${stopped.bytesDone.toLocaleString('en')} bytes) kept`,
  );
  await context.close();
} finally {
  await browser.close();
  await servers.stop();
  log('done');
}
