import { expect, type Locator, type Page, test } from '@playwright/test';
import { touchDrag } from './support/feed-swipe';
import { waitOutTapRule } from './support/tap-rule';

/** The card titles a home block shows. */
function cardTitles(block: Locator): Promise<string[]> {
  return block.getByRole('listitem').locator('[id$="-title"]').allInnerTexts();
}

test('home shows search, banners, categories and every block in order', async ({ page }) => {
  await page.goto('/home');

  await expect(page.getByRole('link', { name: '搜索视频、标签' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '广告轮播' }).getByRole('button').first(),
  ).toBeVisible();
  const icons = page.getByRole('navigation', { name: '分类' }).getByRole('link');
  await expect(icons).toHaveCount(8);
  await expect(icons.last()).toHaveText('全部');

  const recommended = page.getByRole('region', { name: '推荐' });
  await expect(recommended.getByRole('listitem')).toHaveCount(4);
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('推荐');
  await expect(headings.nth(1)).toHaveText('电影');
  await expect(headings.last()).toHaveText('分享解锁');
  await page.screenshot({ path: test.info().outputPath('home.png') });

  const share = page.getByRole('region', { name: '分享解锁' });
  await share.scrollIntoViewIfNeeded();
  await expect(share.getByRole('listitem')).toHaveCount(4);
  await expect(share.getByRole('link', { name: '更多分享解锁' })).toHaveAttribute(
    'href',
    /^\/playVideoShare\?id=[\w-]+$/,
  );
  await expect(
    page.getByRole('region', { name: '电影' }).getByRole('link', { name: '更多电影' }),
  ).toHaveAttribute('href', '/list?typeId=1');
});

test('换一批 steps through the recommendations four at a time', async ({ page }) => {
  await page.clock.install();
  await page.goto('/home');
  const recommended = page.getByRole('region', { name: '推荐' });
  await expect(recommended.getByRole('listitem')).toHaveCount(4);
  const seen = new Set(await cardTitles(recommended));

  for (let batch = 1; batch < 3; batch += 1) {
    const before = await cardTitles(recommended);
    await waitOutTapRule(page);
    await recommended.getByRole('button', { name: '换一批' }).click();
    await expect.poll(() => cardTitles(recommended)).not.toEqual(before);
    for (const title of await cardTitles(recommended)) seen.add(title);
  }
  expect(seen.size).toBe(12);

  // After the third batch the same twelve come back in a new order.
  await waitOutTapRule(page);
  await recommended.getByRole('button', { name: '换一批' }).click();
  await expect(recommended.getByRole('listitem')).toHaveCount(4);
  for (const title of await cardTitles(recommended)) expect(seen).toContain(title);
});

test('a banner tag shows its banners and is remembered across a reload', async ({ page }) => {
  await page.goto('/home');
  const tags = page.getByRole('list', { name: '广告分类' });
  const carousel = page.getByRole('region', { name: '广告轮播' });
  await expect(tags.getByRole('button', { name: '推荐' })).toHaveAttribute('aria-pressed', 'true');
  await expect(carousel.getByRole('button').first()).toBeVisible();
  const first = await carousel.getByRole('button').first().getAttribute('aria-label');

  await tags.getByRole('button', { name: '福利' }).click();
  await expect(tags.getByRole('button', { name: '福利' })).toHaveAttribute('aria-pressed', 'true');
  await expect(carousel.getByRole('button').first()).not.toHaveAttribute('aria-label', first ?? '');

  await page.reload();
  await expect(
    page.getByRole('list', { name: '广告分类' }).getByRole('button', { name: '福利' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

/** The index of the banner in view: the one whose left edge is at the carousel's. */
function bannerShown(page: Page): Promise<number> {
  return page
    .getByRole('region', { name: '广告轮播' })
    .locator('[aria-live]')
    .evaluate((row) => {
      const left = row.getBoundingClientRect().left;
      return [...row.children].findIndex(
        (slide) => Math.abs(slide.getBoundingClientRect().left - left) < 1,
      );
    });
}

test('the banners play by themselves unless less motion is asked for', async ({ page }) => {
  const carousel = page.getByRole('region', { name: '广告轮播' });
  await page.goto('/home');
  await expect(carousel.getByRole('button').first()).toBeVisible();
  // Moving by itself, it does not announce each banner.
  await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
  await expect.poll(() => bannerShown(page)).toBe(0);
  // The next banner slides in after 3 s, with no finger on the screen.
  await expect.poll(() => bannerShown(page), { timeout: 10_000 }).toBe(1);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(carousel.getByRole('button').first()).toBeVisible();
  // Still, it announces the banner a swipe brings.
  await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  // A thumb's swipe to the left brings the next banner, and it stays.
  const box = await carousel.boundingBox();
  if (!box) throw new Error('the carousel has no box');
  const middle = box.y + box.height / 2;
  await touchDrag(
    page,
    { x: box.x + box.width * 0.8, y: middle },
    { x: box.x + box.width * 0.2, y: middle },
  );
  await expect.poll(() => bannerShown(page)).toBe(1);
});

test('a category icon opens its list, newest first', async ({ page }) => {
  await page.goto('/home');
  await page
    .getByRole('navigation', { name: '分类' })
    .getByRole('link', { name: '电视剧' })
    .click();

  await expect(page).toHaveURL(/\/list\?typeId=2$/);
  await expect(page.getByRole('heading', { name: '电视剧' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '最新' })).toBeChecked();
});

test('coming back from a video keeps the scroll position and the batch', async ({ page }) => {
  await page.goto('/home');
  const recommended = page.getByRole('region', { name: '推荐' });
  await recommended.getByRole('button', { name: '换一批' }).click();
  const batch = await cardTitles(recommended);
  const variety = page.getByRole('region', { name: '综艺' });
  await variety.scrollIntoViewIfNeeded();
  await expect(variety.getByRole('listitem')).toHaveCount(4);
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(500);

  await variety.getByRole('listitem').first().getByRole('button').click();
  await expect(page).toHaveURL(/\/playVideo\?id=\d+$/);
  await page.goBack();

  await expect(page).toHaveURL(/\/home$/);
  await expect(variety).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
  expect(await cardTitles(recommended)).toEqual(batch);
});
