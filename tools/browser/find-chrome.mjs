// Finds a Chromium to drive. Browser tests never download one: this machine has no internet
// beyond the package registries, so we use the system's Chromium (Debian package `chromium`).
import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The phone every Chromium suite and benchmark pretends to be (Playwright's context options): a
 * 390×844 Android phone at 3× density, with touch, in Chinese and China's time zone.
 */
export const PHONE_CONTEXT = Object.freeze({
  viewport: Object.freeze({ width: 390, height: 844 }),
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
});

/** Flags that keep Chromium quiet and offline-friendly in containers and CI. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path of the Chromium to use: `CHROME_PATH` when set, else the first system Chromium found.
 * Throws an error that says what to install when there is none.
 */
export function findChrome(env = process.env) {
  if (env.CHROME_PATH) {
    if (isExecutable(env.CHROME_PATH)) return env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to "${env.CHROME_PATH}", which is not an executable file.`);
  }
  const found = CANDIDATES.find(isExecutable);
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser tests.\n' +
      '  Debian/Ubuntu:  sudo apt-get install -y chromium\n' +
      '  Elsewhere:      set CHROME_PATH to a Chromium or Chrome executable.',
  );
}
