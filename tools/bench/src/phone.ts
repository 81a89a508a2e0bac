import type { Browser, BrowserContext } from '@playwright/test';
import { CHROMIUM_FLAGS, PHONE_CONTEXT } from '@video/browser';

/** The phone the bench pretends to be: the browser tests' (390×844, touch, zh-CN). */
export const PHONE = PHONE_CONTEXT;

/** The bench's Chrome: the project's flags, and players that start on their own, as after a tap. */
export const BENCH_CHROME_FLAGS = [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'];

/** A fresh phone context: empty cache and storage, so every run is a first visit. */
export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext(PHONE);
}
