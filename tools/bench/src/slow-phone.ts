import type { BrowserContext, Page } from '@playwright/test';

/** A slow mobile network and a cheap phone's CPU: 150 ms round trips, 1.6 Mbps down, 4× slower. */
const LATENCY_MS = 150;
const DOWN_BYTES_PER_S = 1_600_000 / 8;
const UP_BYTES_PER_S = 750_000 / 8;
const CPU_SLOWDOWN = 4;

/** Puts `page` on the slow network and CPU (CDP), real rather than simulated, from now on. */
export async function slowDown(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: DOWN_BYTES_PER_S,
    uploadThroughput: UP_BYTES_PER_S,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** The page's paints, ms from navigation start; null where there was none. */
export interface Paints {
  readonly fcp: number | null;
  readonly lcp: number | null;
}

/** Records the first contentful and the largest contentful paint in `window.benchPaints`. */
function recordPaints(): void {
  const paints = { fcp: null as number | null, lcp: null as number | null };
  (window as unknown as { benchPaints: typeof paints }).benchPaints = paints;
  new PerformanceObserver((list) => {
    const first = list.getEntriesByName('first-contentful-paint')[0];
    if (first) paints.fcp = first.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) paints.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Records the paints of every page `page` opens from now on. */
export async function watchPaints(page: Page): Promise<void> {
  await page.addInitScript(recordPaints);
}

/** The paints of the page open in `page`. */
export function readPaints(page: Page): Promise<Paints> {
  return page.evaluate(
    () => (window as unknown as { benchPaints?: Paints }).benchPaints ?? { fcp: null, lcp: null },
  );
}
