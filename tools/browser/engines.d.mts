import type { Browser, Page } from 'puppeteer-core';
import type { WebDriver } from 'selenium-webdriver';

/** The phone the flows run at: the size the Chromium tests use. */
export declare const PHONE: { readonly width: 390; readonly height: 844 };
/** How long a flow waits for what a person would wait for (covers, a film starting). */
export declare const WAIT_MS: number;
/** WebKit at phone size: WebKitWebDriver on `port` under a virtual display, and a session. */
export declare function startWebKit(
  port: number,
): Promise<{ readonly driver: WebDriver; close(): Promise<void> }>;
/** Firefox ESR over WebDriver BiDi at phone size, with its one page. */
export declare function startFirefox(): Promise<{ readonly browser: Browser; readonly page: Page }>;
