// Finds a Chromium to drive. Browser tests never download one: this machine has no internet
// beyond the package registries, so we use the system's Chromium (Debian package `chromium`).
import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

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
