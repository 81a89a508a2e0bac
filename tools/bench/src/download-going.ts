// 离线缓存 going on behind a touch session: films kept at their highest rendition before the
// session starts, their segments paced as a slow link would bring them, so that the download
// runs through the session's taps (its fetches, its Cache API writes and the list's updates).
import type { Page } from '@playwright/test';
import { routes } from '@video/routes';
import { findStream } from './demo-catalogue';

/**
 * Films kept: one on each of the demo's three film streams at 720P (14 s, 40 s and 14 s: 34
 * segments in all). Films on one stream share its files, so a second film on it would keep
 * nothing new.
 */
const STREAMS_KEPT = ['/clip-1/', '/clip-2/', '/clip-3/'];
/**
 * A kept segment every 7 s: 34 segments last about four minutes, as long as a session on the
 * low-tier phone. The player's own segments (hls.js reads them by XHR) are not held back.
 */
const SEGMENT_PACE_MS = 7_000;
const KEEP_TIMEOUT_MS = 60_000;

/** Where the download stands, as the page remembers it. */
export interface DownloadProgress {
  readonly filesDone: number;
  readonly filesTotal: number;
  readonly downloading: boolean;
  /** Each kept film's state (`downloading`, `waiting`, `failed`…), in the list's order. */
  readonly states: readonly string[];
  /** The download's requests that failed or were refused, with why (at most a few). */
  readonly refusals: readonly string[];
}

const refusalsByPage = new WeakMap<Page, string[]>();
const REFUSALS_KEPT = 5;

/** A film id on each of {@link STREAMS_KEPT}, by the stream the player gets for each. */
async function filmsOnEachStream(siteUrl: string): Promise<number[]> {
  const found = new Map<string, number>();
  for (let id = 1; id <= 60 && found.size < STREAMS_KEPT.length; id += 1) {
    const stream = await findStream(siteUrl, id).catch(() => '');
    const kept = STREAMS_KEPT.find((name) => stream.includes(name));
    if (kept && !found.has(kept)) found.set(kept, id);
  }
  if (found.size < STREAMS_KEPT.length) {
    throw new Error(`the demo catalogue has no film on each of ${STREAMS_KEPT.join(', ')}`);
  }
  return [...found.values()];
}

/** Keeps a film of each stream at 720P through 缓存 and leaves them downloading. */
export async function startDownloads(page: Page, siteUrl: string): Promise<void> {
  const refusals: string[] = [];
  refusalsByPage.set(page, refusals);
  const note = (line: string) => {
    if (refusals.length < REFUSALS_KEPT) refusals.push(line);
  };
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'fetch' && request.url().includes('/media/')) {
      note(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
    }
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'fetch' && !response.ok() && request.url().includes('/media/')) {
      note(`${request.url()}: HTTP ${response.status()}`);
    }
  });
  await page.route(/\/media\/.+\.ts(\?|$)/, async (route) => {
    if (route.request().resourceType() === 'fetch') {
      await new Promise((resolve) => setTimeout(resolve, SEGMENT_PACE_MS));
    }
    await route.continue();
  });
  for (const id of await filmsOnEachStream(siteUrl)) {
    await page.goto(`${siteUrl}${routes.playVideo.href({ id })}`);
    await page.getByRole('button', { name: '缓存' }).click({ timeout: KEEP_TIMEOUT_MS });
    await page
      .getByRole('dialog', { name: '缓存' })
      .getByRole('button', { name: /^720P 约 \d+ MB$/ })
      .click({ timeout: KEEP_TIMEOUT_MS });
    await page.getByText(/^已加入离线缓存/).waitFor({ timeout: KEEP_TIMEOUT_MS });
  }
}

/** How far the kept films' download has come. */
export async function downloadProgress(page: Page): Promise<DownloadProgress> {
  const progress = await page.evaluate(() => {
    const films = JSON.parse(localStorage.getItem('keptFilms') ?? '[]') as {
      filesDone: number;
      filesTotal: number;
      state: string;
    }[];
    return {
      filesDone: films.reduce((total, film) => total + film.filesDone, 0),
      filesTotal: films.reduce((total, film) => total + film.filesTotal, 0),
      downloading: films.some(({ state }) => state === 'downloading' || state === 'queued'),
      states: films.map(({ state }) => state),
    };
  });
  return { ...progress, refusals: refusalsByPage.get(page) ?? [] };
}
