import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChrome, PHONE_CONTEXT } from '@video/browser';
import { nginxWebServer } from '@video/browser/nginx';

// As src/support/servers.ts says them (Nx reads this file alone, without its imports' modules).
const APP_PORT = Number(process.env.EMBED_E2E_PORT ?? 4370);
const API_PORT = APP_PORT + 1;
const HOST_PORT = APP_PORT + 2;
const NGINX_PORT = APP_PORT + 3;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const HOST_URL = `http://localhost:${HOST_PORT}`;

/**
 * The embeddable player's browser tests in the system Chromium at phone size, as another site
 * shows it: a blog page on its own origin (host/host-site.ts) with the player in an iframe,
 * driven by postMessage, against the production builds of the app and the player and the demo
 * API, started once for the run by tools/scripts/start.mts (build both first). nginx.spec.ts reads
 * the player's page as tools/deploy's nginx serves it, started beside them.
 */
export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/.playwright/apps/embed-e2e/test-output',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../../dist/.playwright/apps/embed-e2e/report' }],
    // Names every test that passed only on its retry (flaky), last, and in dist/test-retries.
    ['../../tools/scripts/retry-report-playwright.mts', { suite: 'embed-e2e' }],
  ],
  use: {
    baseURL: HOST_URL,
    ...PHONE_CONTEXT,
    trace: 'retain-on-failure',
    // The web app's service worker is tested on its own (worker.spec.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath: findChrome(), args: CHROMIUM_FLAGS },
  },
  webServer: [
    {
      command: `npx tsx tools/scripts/start.mts preview${process.env.E2E_BUILD ? '' : ' --no-build'}`,
      cwd: '../..',
      url: `${APP_URL}/embed/`,
      reuseExistingServer: false,
      timeout: 120_000,
      // The tests read the demo API's catalogue and reset its counts through its test hooks.
      env: {
        PORT: String(APP_PORT),
        DEMO_API_PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DEMO_TEST_HOOKS: '1',
        // The blog that embeds the player, as an operator lists a partner in embedOrigins.
        DEMO_EMBED_ORIGINS: HOST_URL,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx apps/embed-e2e/host/host-site.ts',
      cwd: '../..',
      url: `${HOST_URL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { HOST_SITE_PORT: String(HOST_PORT), PLAYER_ORIGIN: APP_URL },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Started after the preview server, whose start builds the apps when E2E_BUILD is set.
    nginxWebServer({
      port: NGINX_PORT,
      apiPort: API_PORT,
      frameAncestors: "'self' http://portal.localhost",
      embedOrigins: HOST_URL,
    }),
  ],
});
