// `npm run bench [-- --build] [-- --quick] [-- name …]`: measures the production build in
// Chromium, prints one table and writes bench/report.json (see tools/bench/README.md).
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChrome } from '@video/browser';
import { startBenchServers } from './bench-servers';
import { runMeasurement } from './measurements';
import { BENCH_CHROME_FLAGS } from './phone';
import { parseOptions } from './options';
import { type MeasurementRecord, mergeReports, readReport, writeReport } from './report';
import { formatTable } from './table';

const REPORT_FILE = fileURLToPath(new URL('../../../bench/report.json', import.meta.url));

const options = parseOptions(process.argv.slice(2), process.env);
const log = (message: string) => console.error(`[bench] ${message}`);
const chromePath = findChrome();
const chromeFlags = BENCH_CHROME_FLAGS;

const servers = await startBenchServers(options);
// The preview runs in its own process group: stop it when the bench is interrupted too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void servers.stop().finally(() => process.exit(130)));
}
try {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const { siteUrl, adsOffUrl } = servers;
    const context = {
      browser,
      chromePath,
      chromeFlags,
      siteUrl,
      adsOffUrl,
      quick: options.quick,
      log,
    };
    const results: Record<string, MeasurementRecord> = {};
    for (const name of options.only) {
      const { failed, ...record } = await runMeasurement(name, context);
      if (failed) process.exitCode = 1;
      results[name] = record;
    }
    console.log(formatTable(Object.values(results).flatMap((record) => record.rows)));
    writeReport(
      REPORT_FILE,
      mergeReports(readReport(REPORT_FILE), {
        date: new Date().toISOString(),
        chromium: browser.version(),
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        loadAverage: loadavg(),
        results,
      }),
    );
    log(`wrote ${REPORT_FILE}`);
  } finally {
    await browser.close();
  }
} finally {
  await servers.stop();
}
