import type { Browser, BrowserContext } from '@playwright/test';

/** The phone the bench pretends to be: the browser tests' (390×844, touch, zh-CN). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
} as const;

/** A fresh phone context: empty cache and storage, so every run is a first visit. */
export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext(PHONE);
}
