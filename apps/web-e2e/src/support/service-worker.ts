import { expect, type Page } from '@playwright/test';

/** Waits until the page's service worker is active and the page is under its control. */
export async function controlledBy(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    // The first visit's page was loaded before the worker: the next load is served by it.
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}
