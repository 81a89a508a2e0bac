import { expect, test } from '@playwright/test';

test('each page names itself in the browser title, then the site', async ({ page }) => {
  test.slow();
  await page.goto('/home');
  await expect(page).toHaveTitle('首页 - 视频');

  await page.goto('/list?typeId=1&orderby=new');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/\S/);
  const category = await heading.innerText();
  await expect(page).toHaveTitle(`${category} - 视频`);

  await page.goto(`/searchList?search=${encodeURIComponent('电影')}`);
  await expect(page).toHaveTitle('搜索：电影 - 视频');

  await page.goto('/rank');
  await expect(page).toHaveTitle('排行 - 视频');
  await page.goto('/mine');
  await expect(page).toHaveTitle('我的 - 视频');

  // A player is named by its video, once the video has arrived.
  await page.goto('/list?typeId=1&orderby=new');
  const card = page.getByRole('main').getByRole('listitem').first();
  const title = await card.locator('[id$="-title"]').innerText();
  await card.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/playVideo\?id=\d+$/);
  await expect(page).toHaveTitle(`${title} - 视频`);

  // Back to the kept-alive list: its name again.
  await page.goBack();
  await expect(page).toHaveTitle(`${category} - 视频`);
});
