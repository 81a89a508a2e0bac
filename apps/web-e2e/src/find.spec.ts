import { expect, test } from '@playwright/test';

test('Find opens on 排行 and remembers the sub-tab across a reload', async ({ page }) => {
  await page.goto('/find');
  await expect(page).toHaveURL(/\/find\/rank$/);
  const subTabs = page.getByRole('tablist', { name: '发现' });
  await expect(subTabs.getByRole('tab', { name: '排行' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('img', { name: '第1名' })).toBeVisible();

  await subTabs.getByRole('tab', { name: '标签' }).click();
  await expect(page).toHaveURL(/\/find\/tags$/);
  await expect(page.getByRole('list', { name: '全部标签' })).toBeVisible();

  // A fresh page load of /find, as after closing the browser.
  await page.goto('/find');
  await expect(page).toHaveURL(/\/find\/tags$/);
  await expect(subTabs.getByRole('tab', { name: '标签' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: test.info().outputPath('find-tags.png') });
});

test('a tag opens the panel of its videos', async ({ page }) => {
  await page.goto('/find');
  await page.getByRole('tablist', { name: '发现' }).getByRole('tab', { name: '标签' }).click();
  await page.getByRole('list', { name: '全部标签' }).getByRole('button').first().click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('tag-panel.png') });
  await panel.getByRole('button', { name: '关闭' }).click();
  await expect(panel).toBeHidden();
});

test('a popular tag on the 艺人 tab opens its videos', async ({ page }) => {
  await page.goto('/find');
  await page.getByRole('tablist', { name: '发现' }).getByRole('tab', { name: '艺人' }).click();
  const artists = page.getByRole('list', { name: '热门标签' }).getByRole('link');
  await expect(artists).toHaveCount(12);
  // Each tag shows the cover of one of its videos, shaped as a cover, and how many there are.
  const firstTile = page.getByRole('list', { name: '热门标签' }).getByRole('listitem').first();
  await expect(firstTile.locator('img')).toBeVisible();
  await expect(firstTile.getByText(/^\d+个视频$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('find-artist.png') });
  const name = (await artists.first().innerText()).trim();
  await artists.first().click();
  await expect(page).toHaveURL(/\/artist-details\?id=\d+&name=/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('artist-details.png') });
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/find\/artist$/);
});
