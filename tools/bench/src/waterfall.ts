import type { Browser, Page } from '@playwright/test';
import { findFirstVisitVideos, firstVisitRoutes } from './demo-catalogue';
import { routeName } from './lighthouse-rows';
import type { Measurement } from './measurement';
import { newPhoneContext } from './phone';
import { formatValue, infoRow, type Row } from './rows';
import { slowDown } from './slow-phone';
import {
  type LargestPaint,
  summariseWaterfall,
  type TimedRequest,
  type WaterfallSummary,
} from './waterfall-summary';

/** Long enough for every route's largest paint and the requests after it on the slow network. */
const SETTLE_MS = 6000;

interface PageRecord {
  readonly requests: TimedRequest[];
  readonly largestPaint: LargestPaint | null;
  /** Long tasks: [start, duration], ms. */
  readonly longTasks: [number, number][];
}

/** Records the page's largest paint and long tasks in `window.benchWaterfall` from its start. */
function recordTimeline(): void {
  const record = { largestPaint: null as LargestPaint | null, longTasks: [] as [number, number][] };
  (window as unknown as { benchWaterfall: typeof record }).benchWaterfall = record;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
    if (last) record.largestPaint = { at: last.startTime, url: last.url ?? '' };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      record.longTasks.push([Math.round(task.startTime), Math.round(task.duration)]);
    }
  }).observe({ type: 'longtask', buffered: true });
}

function readRecord(page: Page): Promise<PageRecord> {
  return page.evaluate(() => {
    const { largestPaint, longTasks } = (
      window as unknown as {
        benchWaterfall: { largestPaint: LargestPaint | null; longTasks: [number, number][] };
      }
    ).benchWaterfall;
    const requests = performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      const url = new URL(timing.name);
      return {
        path: url.origin === location.origin ? `${url.pathname}${url.search}` : timing.name,
        start: Math.round(timing.startTime),
        responseStart: Math.round(timing.responseStart),
        end: Math.round(timing.responseEnd),
        bytes: timing.encodedBodySize,
      };
    });
    return { requests, largestPaint, longTasks };
  });
}

/** One first visit of `url` on a fresh phone through the slow network: its timeline. */
async function visitOnce(browser: Browser, url: string): Promise<PageRecord> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await slowDown(context, page);
    await page.addInitScript(recordTimeline);
    await page.goto(url);
    await page.waitForTimeout(SETTLE_MS);
    return await readRecord(page);
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => formatValue(ms, 's');

function rowsOf(name: string, summary: WaterfallSummary, lcp: LargestPaint | null): Row[] {
  const { longestWait, api, leadImage } = summary;
  return [
    infoRow(
      `waterfall ${name}: requests · KiB before the largest paint (${lcp ? seconds(lcp.at) : '—'})`,
      `${summary.requestsBefore} · ${formatValue(summary.bytesBefore, 'KiB')}`,
    ),
    infoRow(
      `waterfall ${name}: longest wait for a first byte`,
      longestWait ? `${longestWait.ms} ms (${longestWait.path})` : '—',
    ),
    infoRow(
      `waterfall ${name}: first API call sent · last answered`,
      api ? `${seconds(api.firstSent)} · ${seconds(api.lastAnswered)}` : '—',
    ),
    infoRow(
      `waterfall ${name}: lead image asked for · in`,
      leadImage ? `${seconds(leadImage.start)} · ${seconds(leadImage.end)}` : '—',
    ),
  ];
}

/**
 * One first visit per route through the real throttled network of `first-visit` (CDP 150 ms
 * RTT, 1.6 Mbps, 4× CPU), kept whole: every request's timing, the largest paint and the long
 * tasks go to the report, and the table says where the way to the largest paint went (how much
 * came before it, the longest queue, the API calls, the lead image). Evidence, not a target.
 */
export const measureWaterfall: Measurement = async ({ browser, siteUrl, log }) => {
  const rows: Row[] = [];
  const figures: Record<string, PageRecord & { summary: WaterfallSummary }> = {};
  for (const route of firstVisitRoutes(await findFirstVisitVideos(siteUrl))) {
    log(`waterfall ${route}`);
    const record = await visitOnce(browser, `${siteUrl}${route}`);
    const summary = summariseWaterfall(record.requests, record.largestPaint);
    figures[route] = { ...record, summary };
    rows.push(...rowsOf(routeName(route), summary, record.largestPaint));
  }
  return { rows, figures };
};
