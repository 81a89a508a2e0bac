import { expect, type Page, test } from '@playwright/test';
import { controlledBy } from './support/service-worker';

// The worker answers a kept film's files: it runs in these tests.
test.use({ serviceWorkers: 'allow' });

/** A film on the demo's 14 s stream, short enough to watch to its end. */
const SHORT_FILM = 5;

/** The kept films as the page remembers them. */
const keptFilms = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('keptFilms') ?? '[]') as {
        id: number;
        height: number;
        state: string;
      }[],
  );

test('a film kept at 360P plays from its start to its end with no network, the app opened offline, and its cover shows', async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto(`/playVideo?id=${SHORT_FILM}`);
  await controlledBy(page);
  await page.getByRole('button', { name: '缓存' }).click();
  const sheet = page.getByRole('dialog', { name: '缓存' });
  await expect(sheet.getByText(/^剩余空间 \d+ MB$/)).toBeVisible();
  await sheet.getByRole('button', { name: /^360P 约 \d+ MB$/ }).click();
  await expect(page.getByText(/^已加入离线缓存/)).toBeVisible();
  await expect
    .poll(async () => (await keptFilms(page)).map(({ id, height, state }) => [id, height, state]), {
      timeout: 30_000,
    })
    .toEqual([[SHORT_FILM, 360, 'done']]);
  await page.goto('/mine');
  await page.getByRole('link', { name: '离线缓存' }).click();
  await expect(page.getByRole('main').getByText('已缓存', { exact: false }).first()).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/playVideo?id=${SHORT_FILM}`);
  const video = page.locator('video').first();
  // From its start: no resume position counts here, and no pre-roll comes offline.
  await video.evaluate((media: HTMLVideoElement) => {
    media.currentTime = 0;
  });
  await expect
    .poll(() => video.evaluate((media: HTMLVideoElement) => media.ended), { timeout: 45_000 })
    .toBe(true);
  const played = await video.evaluate((media: HTMLVideoElement) => media.played.end(0));
  expect(played).toBeGreaterThan(13);
  // The kept master playlist names the kept rendition alone: every segment played is 360P.
  const segments = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({ name }) => new URL(name).pathname)
      .filter((path) => path.endsWith('.ts')),
  );
  expect(segments.length).toBeGreaterThan(0);
  expect(segments.filter((path) => !path.includes('/360p/'))).toEqual([]);

  // The cover went with the film: 离线缓存 shows it with no network, the covers cache let go.
  await page.evaluate(() => caches.delete('covers'));
  await page.goto('/offline');
  await expect(page.getByRole('main').locator('img[src^="blob:"]').first()).toBeVisible();
  await context.setOffline(false);
});
