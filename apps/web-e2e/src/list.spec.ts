import { expect, type Locator, type Page, test } from '@playwright/test';

/** The list's rows: video cards, and ad banners in list layout. */
function rows(page: Page) {
  return page.getByRole('main').getByRole('listitem');
}

/** How many videos the list holds (the virtualiser renders only those near the viewport). */
function heldVideos(page: Page) {
  return rows(page).first().getAttribute('aria-setsize');
}

/** The title of a card wholly in the middle of the viewport. */
async function middleCard(page: Page): Promise<Locator> {
  const titles = rows(page).locator('[id$="-title"]');
  for (let index = 0; index < (await titles.count()); index += 1) {
    const box = await titles.nth(index).boundingBox();
    if (box && box.y > 300 && box.y + box.height < 600) return titles.nth(index);
  }
  throw new Error('no card in the middle of the screen');
}

function cardTitles(page: Page): Promise<string[]> {
  return rows(page).locator('[id$="-title"]').allInnerTexts();
}

test('sort and category change the list and rewrite the address in place', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('navigation', { name: '分类' }).getByRole('link', { name: '电影' }).click();
  await expect(page.getByRole('heading', { name: '电影' })).toBeVisible();
  const newest = await cardTitles(page);

  await page.getByText('最热', { exact: true }).click();
  await expect(page).toHaveURL(/\/list\?typeId=1&orderby=hot$/);
  await expect(page.getByRole('radio', { name: '最热' })).toBeChecked();
  await expect.poll(() => cardTitles(page)).not.toEqual(newest);

  await page.getByRole('tab', { name: '综艺' }).click();
  await expect(page).toHaveURL(/\/list\?typeId=3&orderby=hot$/);
  await expect(page.getByRole('heading', { name: '综艺' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '综艺' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: test.info().outputPath('list-hot.png') });

  // Neither change added a history entry: back leaves the list.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

test('scrolling loads page after page, keeping the DOM small', async ({ page }) => {
  await page.goto('/list?typeId=0');
  await expect(rows(page).first()).toBeVisible();

  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(Number(await heldVideos(page))).toBeGreaterThanOrEqual(72);
  }).toPass({ timeout: 20_000 });

  expect(await rows(page).count()).toBeLessThan(40);
});

test('the last page ends with 没有更多了', async ({ page }) => {
  await page.goto('/list?typeId=1');
  await expect(rows(page).first()).toBeVisible();

  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    await expect(page.getByText('没有更多了')).toBeInViewport({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  expect(await heldVideos(page)).toBe('32');
});

test('the page slider jumps to a page, replacing the list', async ({ page }) => {
  await page.goto('/list?typeId=1');
  const slider = page.getByRole('slider', { name: '选择页码' });
  await expect(slider).toBeVisible();
  await expect(page.getByRole('button', { name: '上一页' })).toBeVisible();

  // The keyboard drags the thumb like a finger: the tooltip follows, the page loads on release.
  await slider.focus();
  await page.keyboard.down('End');
  await expect(page.getByText('第3页')).toBeVisible();
  await page.keyboard.up('End');

  await expect.poll(() => heldVideos(page)).toBe('8');
  await expect(page.getByText('没有更多了')).toBeVisible();
  await expect(page.getByRole('button', { name: '下一页' })).toBeDisabled();

  await page.getByRole('button', { name: '上一页' }).click();
  await expect(slider).toHaveAttribute('aria-valuetext', /第[23]页/);
  await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBeGreaterThan(0);
});

test('list layout puts an ad banner before every fifth video; grid has none', async ({ page }) => {
  await page.goto('/list?typeId=1');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /^广告/ })).toHaveCount(0);

  await page.getByRole('button', { name: '切换为列表' }).click();
  await expect(rows(page).nth(0).getByRole('button', { name: /^广告/ })).toBeVisible();
  await expect(rows(page).nth(1).getByRole('button', { name: /^广告/ })).toHaveCount(0);
  await expect(rows(page).nth(6).getByRole('button', { name: /^广告/ })).toBeAttached();
  await page.screenshot({ path: test.info().outputPath('list-layout.png') });

  // The choice holds for the session, also across a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: '切换为网格' })).toBeVisible();
  await page.getByRole('button', { name: '切换为网格' }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /^广告/ })).toHaveCount(0);
});

test('coming back from a video restores the list, its sort and scroll position', async ({
  page,
}) => {
  await page.goto('/home');
  await page.getByRole('navigation', { name: '分类' }).getByRole('link', { name: '动漫' }).click();
  await page.getByText('最热', { exact: true }).click();
  await expect(page).toHaveURL(/orderby=hot$/);
  await expect(async () => {
    await page.mouse.wheel(0, 800);
    expect(Number(await heldVideos(page))).toBeGreaterThan(12);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1200);
  }).toPass();
  // A card in the middle of the screen, so that tapping it scrolls nothing.
  const card = await middleCard(page);
  const title = await card.innerText();
  const scrollY = await page.evaluate(() => window.scrollY);
  const held = await heldVideos(page);

  await card.click();
  await expect(page).toHaveURL(/\/playVideo\?id=\d+$/);
  await page.goBack();

  await expect(page).toHaveURL(/\/list\?typeId=4&orderby=hot$/);
  await expect(page.getByRole('radio', { name: '最热' })).toBeChecked();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
  await expect(page.getByText(title, { exact: true })).toBeInViewport();
  // The pages loaded are still there (a page asked for as the list neared its end may have landed
  // meanwhile), not the first page again.
  expect(Number(await heldVideos(page))).toBeGreaterThanOrEqual(Number(held));
});

test('a list opened from home again starts over at the top', async ({ page }) => {
  await page.goto('/home');
  const movies = page.getByRole('navigation', { name: '分类' }).getByRole('link', { name: '电影' });
  await movies.click();
  await page.getByText('最热', { exact: true }).click();
  await expect(page).toHaveURL(/orderby=hot$/);
  await expect(async () => {
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  }).toPass();

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await movies.click();

  await expect(page).toHaveURL(/\/list\?typeId=1$/);
  await expect(page.getByRole('radio', { name: '最新' })).toBeChecked();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(rows(page).first()).toBeInViewport();
});

test('a failed page says so and loads on tap', async ({ page, request }) => {
  // Twice: the arrival calls ask for page 1 as the app starts, and the list asks again for a page
  // that failed then; the second failure is the one the list shows.
  await request.post('/__test/fault', {
    data: { path: '/api/videosort/5', status: 500, times: 2 },
  });
  await page.goto('/list?typeId=5');

  await page.getByRole('button', { name: '请求失败，点击重新加载' }).click();

  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '纪录片' })).toBeVisible();
});
