import { expect, test } from '@playwright/test';
import { firstFilm } from './support/host';
import { APP_URL } from './support/servers';

// The web app's service worker answers every navigation in its scope with the app's shell, but
// the embeddable player's addresses are the server's: a visitor who has the app installed and
// opens a player (or a page that embeds one) must get the player.
test.use({ serviceWorkers: 'allow' });

test('once the app’s service worker runs, /embed/<id> and /embed?id= are still the player, never the app’s shell', async ({
  page,
  request,
}) => {
  const film = await firstFilm(request);
  await page.goto(`${APP_URL}/home`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first visit's page was loaded before the worker: the next load is served by it.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  for (const path of [`/embed/${film.id}`, `/embed?id=${film.id}`]) {
    await page.goto(`${APP_URL}${path}`);
    await expect(page.getByRole('main', { name: '视频播放器' })).toBeVisible();
    await expect(page.getByRole('heading', { name: film.title })).toBeVisible();
    // The worker was asked (the page is in its scope) and left the answer to the server.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.locator('#root')).toHaveCount(0);
  }
});
