import { expect, type Page, test } from '@playwright/test';

/** The texts of the first ranked rows on screen. */
async function firstRows(page: Page, count: number): Promise<string[]> {
  const rows = page.getByRole('listitem').getByRole('button');
  await expect(rows.first()).toBeVisible();
  return (await rows.allInnerTexts()).slice(0, count);
}

test('the ranking shows medals for the top three and numbers below', async ({ page }) => {
  await page.goto('/rank');
  await expect(page.getByRole('heading', { name: '排行榜' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '热门排行' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const place of [1, 2, 3]) {
    const medal = page.getByRole('img', { name: `第${place}名` });
    await expect(medal).toBeVisible();
    await expect(medal.locator('svg')).toBeVisible();
  }
  await expect(page.getByRole('img', { name: '第4名' })).toHaveText('4');
  await page.screenshot({ path: test.info().outputPath('rank.png') });

  await page.getByRole('tab', { name: '电影' }).click();
  await expect(page.getByRole('tab', { name: '电影' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('img', { name: '第1名' })).toBeVisible();
});

test('the pageview ranking switches between day, week and month', async ({ page }) => {
  await page.goto('/rank');
  await page.getByRole('tab', { name: '播放排行' }).click();
  await expect(page.getByRole('tab', { name: '日榜' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('img', { name: '第1名' })).toBeVisible();
  const day = await firstRows(page, 5);

  await page.getByRole('tab', { name: '周榜' }).click();
  await expect(page.getByRole('tab', { name: '周榜' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => firstRows(page, 5)).not.toEqual(day);
  await expect(page.getByRole('img', { name: '第1名' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('rank-week.png') });

  await page.getByRole('tab', { name: '月榜' }).click();
  await expect(page.getByRole('tab', { name: '月榜' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('img', { name: '第1名' })).toBeVisible();
});
