import { DEFAULT_HOST, DEFAULT_PORT, type DemoApiOptions } from './server';

/**
 * Demo API options from the environment: `DEMO_API_PORT` (default 4311), `HOST` (default
 * loopback, `127.0.0.1`; `0.0.0.0` for every interface), `DEMO_SEED`, `DEMO_WEB_ORIGINS`,
 * `DEMO_TRUSTED_PROXIES` (the proxies in front, e.g. nginx's address: without it, requests they
 * relay count no unlock visitor and get no field summary), `DEMO_PUBLIC_ORIGINS` (origins links in
 * replies may name; a request naming another host is refused) and `DEMO_SITES` (the `site`
 * values taken; comma-separated),
 * `DEMO_TEST_HOOKS` (`1` mounts the test hooks), `DEMO_API_VARIANTS` (`1` answers in the
 * contract's other plausible reading) and `DEMO_CIPHER_KEY`.
 * Throws with a readable message on a value that cannot be used.
 */
export function readDemoEnv(env: Readonly<Record<string, string | undefined>>): DemoApiOptions {
  return {
    port: wholeNumber(env, 'DEMO_API_PORT', DEFAULT_PORT, 65_535),
    host: nonEmpty(env['HOST']) ?? DEFAULT_HOST,
    seed: wholeNumber(env, 'DEMO_SEED', 1, 2 ** 32 - 1),
    webOrigins: list(env['DEMO_WEB_ORIGINS']),
    trustedProxies: list(env['DEMO_TRUSTED_PROXIES']),
    publicOrigins: origins(env, 'DEMO_PUBLIC_ORIGINS'),
    sites: list(env['DEMO_SITES']),
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

/** A list of `http(s)://host[:port]` origins; throws on anything else. */
function origins(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
): string[] | undefined {
  const items = list(env[name]);
  for (const item of items ?? []) {
    let origin: string | undefined;
    try {
      origin = new URL(item).origin;
    } catch {
      origin = undefined;
    }
    if (origin !== item.replace(/\/$/, '') || !/^https?:/.test(item)) {
      throw new Error(`${name} must list origins such as http://192.168.1.20:4200, not "${item}".`);
    }
  }
  return items?.length === 0 ? undefined : items;
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
