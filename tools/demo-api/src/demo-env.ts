import { DEFAULT_PORT, type DemoApiOptions } from './server';

/**
 * Demo API options from the environment: `DEMO_API_PORT` (default 4311), `HOST` (default every
 * interface), `DEMO_SEED`, `DEMO_WEB_ORIGINS` and `DEMO_TRUSTED_PROXIES` (comma-separated),
 * `DEMO_TEST_HOOKS` (`1` mounts the test hooks), `DEMO_API_VARIANTS` (`1` answers in the
 * contract's other plausible reading) and `DEMO_CIPHER_KEY`.
 * Throws with a readable message on a value that cannot be used.
 */
export function readDemoEnv(env: Readonly<Record<string, string | undefined>>): DemoApiOptions {
  return {
    port: wholeNumber(env, 'DEMO_API_PORT', DEFAULT_PORT, 65_535),
    host: nonEmpty(env['HOST']) ?? '0.0.0.0',
    seed: wholeNumber(env, 'DEMO_SEED', 1, 2 ** 32 - 1),
    webOrigins: list(env['DEMO_WEB_ORIGINS']),
    trustedProxies: list(env['DEMO_TRUSTED_PROXIES']),
    testHooks: flag(env, 'DEMO_TEST_HOOKS'),
    variants: flag(env, 'DEMO_API_VARIANTS'),
    cipherKey: nonEmpty(env['DEMO_CIPHER_KEY']),
  };
}

function wholeNumber(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: number,
  max: number,
): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, not "${text}".`);
  }
  return value;
}

function list(text: string | undefined): string[] | undefined {
  return text
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** `1` or `true` turns it on; unset, empty, `0` or `false` leave it off; anything else throws. */
function flag(env: Readonly<Record<string, string | undefined>>, name: string): boolean {
  const text = nonEmpty(env[name])?.toLowerCase();
  if (text === undefined || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  throw new Error(`${name} must be 1 or 0, not "${env[name]}".`);
}

function nonEmpty(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed === '' ? undefined : trimmed;
}
