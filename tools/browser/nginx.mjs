// The deploy's nginx (tools/deploy/serve-nginx.mjs) as the browser tests run it in front of a
// suite's production preview and demo API, and what its every reply must carry: one server and
// one reading of its headers for the web app's suite and the embeddable player's.
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Cache-Control of Vite's hashed files (`<name>-<8-character hash>.<ext>`): kept for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The headers tools/deploy/security-headers.mjs puts on every reply, error pages too. */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
];

/**
 * Playwright's `webServer` entry that starts nginx with the deploy's config on `port`, the API
 * paths proxied to the demo API on `apiPort`, serving the builds start.mts serves (WEB_OUT_DIR,
 * EMBED_OUT_DIR pass through). List it after the preview server, whose start builds the apps
 * when E2E_BUILD is set. `embedOrigins` (comma-separated) are the sites the test config lets
 * embed the player, as the preview's `DEMO_EMBED_ORIGINS`: the committed config lets none.
 *
 * @param {{ port: number, apiPort: number, frameAncestors: string, embedOrigins?: string }} options
 * @returns {import('./nginx.d.mts').NginxWebServer}
 */
export function nginxWebServer({ port, apiPort, frameAncestors, embedOrigins }) {
  return {
    command: 'node tools/deploy/serve-nginx.mjs',
    cwd: ROOT,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      NGINX_PORT: String(port),
      API_PORT: String(apiPort),
      FRAME_ANCESTORS: frameAncestors,
      ...(embedOrigins === undefined ? {} : { DEMO_EMBED_ORIGINS: embedOrigins }),
    },
    // SIGTERM lets the script stop nginx and remove its temporary folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

/**
 * The CSP's directives by name, each with its sources.
 *
 * @param {string} header
 * @returns {Map<string, string[]>}
 */
export function cspDirectives(header) {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/**
 * Expects the security headers on `response`, with the values that do not depend on the page.
 *
 * @param {import('@playwright/test').APIResponse} response
 */
export function expectSecurityHeaders(response) {
  const headers = response.headers();
  for (const name of SECURITY_HEADERS) expect(headers, name).toHaveProperty(name);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}
