import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChrome, PHONE_CONTEXT } from '@video/browser';
import { nginxWebServer } from '@video/browser/nginx';

const port = Number(process.env.E2E_PORT ?? 4310);
const apiPort = Number(process.env.E2E_API_PORT ?? 4311);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 2);
const baseURL = `http://127.0.0.1:${port}`;
const nginxURL = `http://127.0.0.1:${nginxPort}`;

/**
 * Specs run through nginx with the production config: nginx.spec.ts (only there), which walks
 * every screen under the CSP, and the smoke test again.
 */
const THROUGH_NGINX = ['nginx.spec.ts', 'smoke.spec.ts'];

/**
 * The link's type (`navigator.connection.type`), which Android Chrome tells and desktop Chromium
 * keeps behind this switch: the tests of the notice on mobile data emulate a cellular link.
 */
const LINK_TYPE = '--enable-blink-features=NetInfoDownlinkMax';

/**
 * Browser tests run in the system Chromium at phone size against the production build and the
 * demo API, both started once for the whole run by tools/scripts/start.mts. The `nginx` project
 * runs a few of them again through Debian's nginx with tools/deploy's config (security headers,
 * cache rules, the API proxied to the same demo API).
 */
export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/.playwright/apps/web-e2e/test-output',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../../dist/.playwright/apps/web-e2e/report' }],
    // Names every test that passed only on its retry (flaky), last, and in dist/test-retries.
    ['../../tools/scripts/retry-report-playwright.mts', { suite: 'e2e' }],
  ],
  use: {
    baseURL,
    ...PHONE_CONTEXT,
    trace: 'retain-on-failure',
    // The service worker is tested on its own (pwa.spec.ts); elsewhere every test starts from the
    // network, as a first visit does.
    serviceWorkers: 'block',
    launchOptions: { executablePath: findChrome(), args: [...CHROMIUM_FLAGS, LINK_TYPE] },
  },
  projects: [
    { name: 'preview', testIgnore: 'nginx.spec.ts' },
    { name: 'nginx', testMatch: THROUGH_NGINX, use: { baseURL: nginxURL } },
  ],
  webServer: [
    {
      command: `npx tsx tools/scripts/start.mts preview${process.env.E2E_BUILD ? '' : ' --no-build'}`,
      cwd: '../..',
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      // The browser tests inject faults and read feedback through the demo API's test hooks.
      env: {
        PORT: String(port),
        DEMO_API_PORT: String(apiPort),
        HOST: '127.0.0.1',
        DEMO_TEST_HOOKS: '1',
        // Links in the demo API's replies name only these origins: the app through nginx too.
        DEMO_PUBLIC_ORIGINS: nginxURL,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Started after the preview server, whose start builds the app when E2E_BUILD is set.
    nginxWebServer({
      port: nginxPort,
      apiPort,
      frameAncestors: "'self' http://portal.localhost",
    }),
  ],
});
