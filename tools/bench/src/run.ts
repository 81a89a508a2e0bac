// `npm run bench`: measures the production build in Chromium and writes bench/report.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChrome } from '@video/browser';
import { measureListDom } from './list-dom';
import { servePreview } from './serve-preview';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const port = Number(process.env['BENCH_PORT'] ?? 4510);

const server = await servePreview(port);
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROMIUM_FLAGS });
try {
  const listDom = await measureListDom(browser, server.baseUrl);
  const rows = [
    [
      'list DOM after 1,000 cards (body elements)',
      String(listDom.bodyElements),
      '≤ 800',
      listDom.bodyElements <= 800,
    ],
    [
      'list DOM, most while scrolling',
      String(listDom.maxBodyElements),
      '≤ 800',
      listDom.maxBodyElements <= 800,
    ],
  ] as const;
  console.log(['figure'.padEnd(46), 'measured'.padEnd(10), 'target'.padEnd(8), 'met'].join(' '));
  for (const [name, value, target, met] of rows) {
    console.log(
      [name.padEnd(46), value.padEnd(10), target.padEnd(8), met ? 'yes' : 'NO'].join(' '),
    );
  }
  mkdirSync(`${root}bench`, { recursive: true });
  writeFileSync(
    `${root}bench/report.json`,
    JSON.stringify(
      { date: new Date().toISOString(), chromium: browser.version(), cpus: cpus().length, listDom },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
