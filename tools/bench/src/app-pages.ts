import type { Page } from '@playwright/test';

/** A video card in a list (ad banners have no description). */
export const VIDEO_CARD = '[role="listitem"] button[aria-labelledby][aria-describedby]';

/** Waits until the URL's path is `pathname` (`/playVideo`), the app having routed there. */
export async function waitForPath(page: Page, pathname: string, timeoutMs = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: timeoutMs });
}

/** The first video card of the view on screen (kept-alive views hide theirs). */
export function shownCard(page: Page) {
  return page.locator(VIDEO_CARD).filter({ visible: true }).first();
}

/**
 * Opens a video as a thumb would: taps the middle of the first video card wholly on screen and
 * uncovered (Playwright's own `tap()` would first scroll its target into view and move the
 * list), then waits for `pathname` and for the list to be replaced (the app keeps the list on
 * screen while the next screen's code loads).
 */
export async function openCardInView(page: Page, pathname: string): Promise<void> {
  const card = await page.waitForFunction(
    (selector) => {
      for (const candidate of document.querySelectorAll(selector)) {
        const box = candidate.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const onScreen = box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
        if (onScreen && hit && candidate.contains(hit)) return candidate;
      }
      return null;
    },
    VIDEO_CARD,
    { timeout: 15_000 },
  );
  const element = card.asElement();
  if (!element) throw new Error('No video card is wholly on screen.');
  const box = await element.boundingBox();
  if (!box) throw new Error('The video card has no box.');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await waitForPath(page, pathname);
  await element.waitForElementState('hidden', { timeout: 30_000 });
  await card.dispose();
}

/**
 * Taps the screen's back button (返回), or uses the browser's back when none shows up within
 * 10 s (a screen without one). Says which it used.
 */
export async function tapBack(page: Page): Promise<'button' | 'history'> {
  const back = page.getByRole('button', { name: '返回', exact: true });
  const shown = await back.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await back.tap();
    return 'button';
  }
  await page.goBack({ waitUntil: 'commit' });
  return 'history';
}

/** Waits until the window has not scrolled for 100 ms (a flick's momentum has ended). */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const memory = window as Window & { benchLastScrollY?: number };
      const settled = memory.benchLastScrollY === window.scrollY;
      memory.benchLastScrollY = window.scrollY;
      return settled;
    },
    null,
    { polling: 100 },
  );
}
