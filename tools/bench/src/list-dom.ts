import { routes } from '@video/routes';
import type { Browser } from '@playwright/test';
import { createVideoJson, page as pageJson } from '@video/api-client/testing';
import type { Measurement } from './measurement';
import { newPhoneContext } from './phone';
import { limitRow } from './rows';

const CARDS = 1_000;
const MAX_BODY_ELEMENTS = 800;

/** What a list scrolled through {@link CARDS} cards leaves in the document. */
export interface ListDomResult {
  /** Cards the list holds at the end (all of them when it finished). */
  readonly cards: number;
  readonly bodyElements: number;
  readonly maxBodyElements: number;
}

/**
 * Opens a list whose category holds 1,000 videos (answered by the test instead of the demo API)
 * and scrolls to the end page by page, counting the elements in the body as it goes.
 */
async function scrollThroughList(browser: Browser, baseUrl: string): Promise<ListDomResult> {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  const videos = Array.from({ length: CARDS }, (_, i) =>
    createVideoJson({ id: 10_000 + i, title: `长列表视频 ${i + 1}` }),
  );
  await page.route('**/api/videosort/1?**', async (route) => {
    const url = new URL(route.request().url());
    const number = Number(url.searchParams.get('page') ?? 1);
    await route.fulfill({
      json: {
        code: 200,
        msg: '成功',
        rescont: pageJson(videos, { page: number, baseUrl: url.href }),
      },
    });
  });
  await page.goto(`${baseUrl}${routes.list.href({ typeId: 1, orderby: 'new' })}`);
  await page.getByText('长列表视频 1', { exact: true }).waitFor();

  // Scroll to the end until the list says it has no more, waiting each time for the next cards.
  let maxBodyElements = 0;
  for (;;) {
    const state = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const last = document.querySelector('[aria-posinset]:last-of-type');
      return {
        elements: document.body.querySelectorAll('*').length,
        loaded: Number(last?.getAttribute('aria-setsize') ?? 0),
        finished: document.body.innerText.includes('没有更多了'),
      };
    });
    maxBodyElements = Math.max(maxBodyElements, state.elements);
    if (state.finished) break;
    await page.waitForFunction(
      (loaded) =>
        document.body.innerText.includes('没有更多了') ||
        [...document.querySelectorAll('[aria-setsize]')].some(
          (item) => Number(item.getAttribute('aria-setsize')) > loaded,
        ),
      state.loaded,
    );
  }
  const bodyElements = await page.evaluate(() => document.body.querySelectorAll('*').length);
  const cards = await page.evaluate(() =>
    Number(document.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0),
  );
  await context.close();
  return { cards, bodyElements, maxBodyElements: Math.max(maxBodyElements, bodyElements) };
}

/** Virtualisation at work: the body stays small however far the list is scrolled. */
export const measureListDom: Measurement = async ({ browser, siteUrl, log }) => {
  log(`list DOM: scrolling through ${CARDS} cards`);
  const result = await scrollThroughList(browser, siteUrl);
  const limit = { atMost: MAX_BODY_ELEMENTS };
  return {
    rows: [
      limitRow(
        `list DOM after ${result.cards} cards (body elements)`,
        result.bodyElements,
        limit,
        'count',
      ),
      limitRow('list DOM, most while scrolling', result.maxBodyElements, limit, 'count'),
    ],
    figures: result,
  };
};
