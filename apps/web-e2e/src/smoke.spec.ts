import { expect, test } from '@playwright/test';

test('the app opens on the home tab in Chinese', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  const tabs = page.getByRole('navigation', { name: '底部导航' });
  await expect(tabs.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('a category list and a decrypted cover arrive from the demo API', async ({ page }) => {
  await page.goto('/list?typeId=1&orderby=new');
  const cover = page.locator('img[src^="blob:"]').first();
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
