import { DEFAULT_PORT, type DemoApiOptions } from './server';

/**
 * Demo API options from the environment: `DEMO_API_PORT` (default 4311), `HOST` (default every
 * interface), `DEMO_SEED`, `DEMO_WEB_ORIGINS` (comma-separated) and `DEMO_CIPHER_KEY`.
 * Throws with a readable message on a value that cannot be used.
 */
export function readDemoEnv(env: Readonly<Record<string, string | undefined>>): DemoApiOptions {
  const origins = env['DEMO_WEB_ORIGINS']?.split(',').map((origin) => origin.trim());
  return {
    port: wholeNumber(env, 'DEMO_API_PORT', DEFAULT_PORT, 65_535),
    host: nonEmpty(env['HOST']) ?? '0.0.0.0',
    seed: wholeNumber(env, 'DEMO_SEED', 1, 2 ** 32 - 1),
    webOrigins: origins?.filter((origin) => origin !== ''),
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

function nonEmpty(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed === '' ? undefined : trimmed;
}
