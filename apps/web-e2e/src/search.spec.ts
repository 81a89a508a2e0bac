import { expect, type Page, test } from '@playwright/test';

function historyChips(page: Page) {
  return page.getByRole('region', { name: '搜索历史' }).getByRole('list').getByRole('button');
}

test('searching from home remembers the keyword across reloads', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: '搜索视频、标签' }).click();
  await expect(page).toHaveURL(/\/search$/);
  const field = page.getByRole('searchbox', { name: '请输入搜索关键词' });
  await expect(field).toBeFocused();
  await expect(page.getByRole('region', { name: '搜索历史' })).toHaveCount(0);

  await field.fill('山城');
  await field.press('Enter');
  await expect(page).toHaveURL(`/searchList?search=${encodeURIComponent('山城')}`);
  await expect(page.getByRole('heading', { name: '山城' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('山城');
  await page.screenshot({ path: test.info().outputPath('search-results.png') });

  await page.goBack();
  await expect(historyChips(page)).toHaveText(['山城']);
  await page.reload();
  await expect(historyChips(page)).toHaveText(['山城']);
});

test('hot keywords search and join the history once; 清空 empties it for good', async ({
  page,
}) => {
  await page.goto('/search');
  const hot = page.getByRole('region', { name: '大家都在搜' });
  const keyword = (await hot.getByRole('button').first().innerText()).trim();
  await hot.getByRole('button', { name: keyword }).click();
  await expect(page.getByRole('heading', { name: keyword })).toBeVisible();

  await page.goBack();
  await expect(historyChips(page)).toHaveText([keyword]);
  await page.getByRole('searchbox', { name: '请输入搜索关键词' }).fill('山城');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.goBack();
  await expect(historyChips(page)).toHaveText(['山城', keyword]);
  await page.screenshot({ path: test.info().outputPath('search.png') });

  // A keyword already there keeps its place.
  await historyChips(page).filter({ hasText: keyword }).click();
  await expect(page.getByRole('heading', { name: keyword })).toBeVisible();
  await page.goBack();
  await expect(historyChips(page)).toHaveText(['山城', keyword]);

  await page.getByRole('button', { name: '清空' }).click();
  await expect(page.getByRole('region', { name: '搜索历史' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: '请输入搜索关键词' })).toBeVisible();
  await expect(page.getByRole('region', { name: '搜索历史' })).toHaveCount(0);
});

test('an empty field searches nothing', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('button', { name: '搜索', exact: true }).click();

  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('region', { name: '搜索历史' })).toHaveCount(0);
});

test('results restart for a new keyword and say when nothing matched', async ({ page }) => {
  await page.goto('/search');
  const field = page.getByRole('searchbox', { name: '请输入搜索关键词' });
  await field.fill('北京');
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: '北京' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('北京');

  await page.goBack();
  await field.fill('没有这种视频');
  await page.getByRole('button', { name: '搜索', exact: true }).click();

  await expect(page.getByRole('heading', { name: '没有这种视频' })).toBeVisible();
  await expect(page.getByText('没有找到相关视频')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
});

test('a result opens the player', async ({ page }) => {
  await page.goto(`/searchList?search=${encodeURIComponent('江南')}`);
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first).toContainText('江南');

  await first.getByRole('button').click();

  await expect(page).toHaveURL(/\/playVideo\?id=\d+$/);
});
