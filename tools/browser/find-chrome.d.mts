/** Flags that keep Chromium quiet and offline-friendly in containers and CI. */
export declare const CHROMIUM_FLAGS: string[];
/**
 * The path of the Chromium to use: `CHROME_PATH` when set, else the first system Chromium found.
 * Throws an error that says what to install when there is none.
 */
export declare function findChrome(env?: Record<string, string | undefined>): string;
