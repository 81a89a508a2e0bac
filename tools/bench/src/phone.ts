import type { Browser, BrowserContext } from '@playwright/test';
import { PHONE_CONTEXT } from '@video/browser';

/** The phone the bench pretends to be: the browser tests' (390×844, touch, zh-CN). */
export const PHONE = PHONE_CONTEXT;

/** A fresh phone context: empty cache and storage, so every run is a first visit. */
export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext(PHONE);
}
