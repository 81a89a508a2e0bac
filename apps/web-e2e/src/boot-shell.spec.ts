import { expect, test } from '@playwright/test';

// Before the app's script has run, index.html paints the outline of the first screen; the app's
// first render replaces it.

test('each route paints its outline before the script runs', async ({ page }) => {
  // The app's modules never arrive: what shows is index.html's own outline.
  await page.route('**/assets/*.js', (route) => route.abort());
  const shell = page.locator('.boot-shell');
  const tabsWithAnIcon = shell
    .locator('.boot-shell-tab')
    .filter({ has: page.locator('img:visible') });

  await page.goto('/home');
  await expect(shell.getByText('搜索视频、标签')).toBeVisible();
  await expect(shell.locator('.boot-shell-tabs')).toBeVisible();
  await expect(shell.locator('[data-tab="home"] .boot-shell-icon-active')).toBeVisible();
  await expect(tabsWithAnIcon).toHaveCount(6);

  await page.goto('/mine');
  await expect(shell.getByText('搜索视频、标签')).toBeHidden();
  await expect(shell.locator('[data-tab="mine"] .boot-shell-icon-active')).toBeVisible();
  await expect(shell.locator('[data-tab="home"] .boot-shell-icon-active')).toBeHidden();

  await page.goto('/list?typeId=1&orderby=new');
  await expect(shell.locator('.boot-shell-tabs')).toBeHidden();
  await expect(shell.locator('.boot-shell-back')).toBeVisible();
  await expect(shell.locator('.boot-shell-cards')).toBeVisible();

  await page.goto('/playVideo?id=1');
  await expect(shell.locator('.boot-shell-stage')).toBeVisible();
  await expect(shell.locator('.boot-shell-tabs')).toBeHidden();

  // An address the outline does not know shows nothing of it rather than the wrong screen.
  await page.goto('/search');
  await expect(shell.locator('.boot-shell-tabs')).toBeHidden();
  await expect(shell.locator('.boot-shell-bar')).toBeHidden();
});

test('the app replaces the outline with the real screen', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('link', { name: '搜索视频、标签' })).toBeVisible();
  await expect(page.locator('.boot-shell')).toHaveCount(0);
});
