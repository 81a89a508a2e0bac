import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { build } from 'vite';
import { serveBuild, type StaticSite } from './support/static-site';

// The app built to live under /m/ (Vite's `base`, React Router's `basename`), served there alone.
const ROOT = join(import.meta.dirname, '../../..');
const OUT_DIR = join(ROOT, 'dist/.e2e-base-m');

let site: StaticSite;

// One worker builds and serves it for both tests: two would empty each other's build folder.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // One build for the file's tests, made beside the suite's own.
  test.setTimeout(240_000);
  await build({
    configFile: join(ROOT, 'apps/web/vite.config.mts'),
    base: '/m/',
    logLevel: 'error',
    build: { outDir: OUT_DIR, emptyOutDir: true },
  });
  site = await serveBuild(Number(process.env['E2E_API_PORT'] ?? 4311), {
    dir: OUT_DIR,
    base: '/m',
  });
});

test.afterAll(async () => {
  await site.close();
});

test('the app lives under /m/: its outline, tabs, links and back stay there', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));

  await page.goto(`${site.url}/m/`);
  await expect(page).toHaveURL(`${site.url}/m/home`);
  await expect(page.locator('html')).toHaveAttribute('data-outline', 'home');
  const tabs = page.getByRole('navigation', { name: '底部导航' });
  await expect(tabs.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: '排行' })).toHaveAttribute('href', '/m/rank');

  await tabs.getByRole('link', { name: '排行' }).click();
  await expect(page).toHaveURL(`${site.url}/m/rank`);
  await expect(tabs.getByRole('link', { name: '排行' })).toHaveAttribute('aria-current', 'page');

  await tabs.getByRole('link', { name: '首页' }).click();
  const category = page.getByRole('navigation', { name: '分类' }).getByRole('link').first();
  await expect(category).toHaveAttribute('href', /^\/m\/list\?/);
  await category.click();
  await expect(page).toHaveURL(new RegExp(`^${site.url}/m/list\\?`));
  // The list's videos arrived from the demo API.
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(`${site.url}/m/home`);
  expect(errors).toEqual([]);
});

test('a deep link under /m/ opens its screen with its arrival calls', async ({ page }) => {
  await page.goto(`${site.url}/m/mine`);
  await expect(page.locator('html')).toHaveAttribute('data-outline', 'mine');
  const tabs = page.getByRole('navigation', { name: '底部导航' });
  await expect(tabs.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  await page.goto(`${site.url}/m/nowhere`);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('a link handing a token over under /m/ signs the visitor in and goes home', async ({
  page,
}) => {
  await page.goto(`${site.url}/m/vendor#token=e2e-token.base`);
  await expect(page).toHaveURL(`${site.url}/m/home`);
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
});
