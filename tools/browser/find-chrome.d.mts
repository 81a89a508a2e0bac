/**
 * The phone every Chromium suite and benchmark pretends to be (Playwright's context options): a
 * 390×844 Android phone at 3× density, with touch, in Chinese and China's time zone.
 */
export declare const PHONE_CONTEXT: {
  readonly viewport: { readonly width: 390; readonly height: 844 };
  readonly deviceScaleFactor: 3;
  readonly isMobile: true;
  readonly hasTouch: true;
  readonly locale: 'zh-CN';
  readonly timezoneId: 'Asia/Shanghai';
  readonly userAgent: string;
};
/** Flags that keep Chromium quiet and offline-friendly in containers and CI. */
export declare const CHROMIUM_FLAGS: string[];
/**
 * The path of the Chromium to use: `CHROME_PATH` when set, else the first system Chromium found.
 * Throws an error that says what to install when there is none.
 */
export declare function findChrome(env?: Record<string, string | undefined>): string;
