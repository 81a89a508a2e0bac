// 离线缓存 going on behind a touch session: films kept at their highest rendition before the
// session starts, their segments paced as a slow link would bring them, so that the download
// runs through the session's taps (its fetches, its Cache API writes and the list's updates).
import type { Page } from '@playwright/test';
import { routes } from '@video/routes';
import { findStream } from './demo-catalogue';

/** Films kept: the demo's 40 s stream at 720P is 20 segments each. */
const FILMS_KEPT = 3;
/**
 * A kept segment every 4 s: 60 segments last about four minutes, as long as a session on the
 * low-tier phone. The player's own segments (hls.js reads them by XHR) are not held back.
 */
const SEGMENT_PACE_MS = 4_000;
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

/** Film ids on the demo's 40 s stream, by the stream the player gets for each. */
async function longFilms(siteUrl: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let id = 1; id <= 60 && ids.length < count; id += 1) {
    const stream = await findStream(siteUrl, id).catch(() => '');
    if (stream.includes('/clip-2/')) ids.push(id);
  }
  if (ids.length < count)
    throw new Error('the demo catalogue has too few films on its 40 s stream');
  return ids;
}

/** Keeps {@link FILMS_KEPT} films at 720P through 缓存 and leaves them downloading. */
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
  for (const id of await longFilms(siteUrl, FILMS_KEPT)) {
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
