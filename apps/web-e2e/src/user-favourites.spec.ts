import { expect, type Locator, type Page, test } from '@playwright/test';
import { touchDrag, waitForRest } from './support/feed-swipe';

/**
 * Drags a slide most of a screen's width to the left with a finger; `beforeLift` runs while the
 * finger rests at the end of the drag.
 */
async function swipeLeft(page: Page, slide: Locator, beforeLift?: () => Promise<unknown>) {
  // A thumb waits for the last slide to settle: mid-transition the slide is not where it ends,
  // and a drag that starts then may snap back.
  await waitForRest(page);
  const box = await slide.boundingBox();
  if (!box) throw new Error('The swiper is not on screen.');
  const y = box.y + Math.min(box.height / 2, 200);
  await touchDrag(page, { x: box.x + box.width - 30, y }, { x: box.x + 30, y }, beforeLift);
}

test('the users’ favourites swipe, and more users load at the fifth', async ({ page }) => {
  // Five users' lists load one after another, covers decrypted in the page.
  test.setTimeout(60_000);
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: '看看' })).toBeVisible();
  const users = page.getByRole('heading', { level: 2 });
  await expect(users).toHaveCount(5);
  await expect(users.first()).toHaveText(/^\w{1,2}\*\*\*\w{0,2}$/);
  const firstSlide = page.getByRole('region').first();
  await expect(firstSlide.getByRole('listitem').first().getByRole('button')).toBeVisible();
  await expect(firstSlide.getByRole('listitem').first().locator('img')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('favorites.png') });

  for (const position of [2, 3, 4, 5]) {
    await swipeLeft(page, page.getByRole('region').nth(position - 2));
    await expect(page.getByText(new RegExp(`^${position} / \\d+$`))).toBeVisible();
  }
  await expect.poll(() => users.count()).toBeGreaterThan(5);
  const fifthSlide = page.getByRole('region').nth(4);
  await expect(fifthSlide.getByRole('listitem').first().getByRole('button')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('favorites-fifth.png') });

  await page.getByRole('button', { name: '下一位' }).click();
  await expect(page.getByText(/^6 \/ \d+$/)).toBeVisible();
});

test('a swipe goes through when more users and a list arrive under the finger', async ({
  page,
}) => {
  // At the fourth user the next five users and the fourth's favourites are asked for. Their
  // replies wait until the finger swiping to the fifth is down and has dragged, then arrive
  // before it lifts: the swiper gets more slides and grows taller under the finger.
  const firstUsers = page.waitForResponse(/\/favorites\/user\?.*page=1\b/);
  await page.goto('/favorites');
  const { rescont } = (await (await firstUsers).json()) as {
    rescont: { data: { uuid: string }[] };
  };
  const fourth = rescont.data[3]?.uuid;
  if (!fourth) throw new Error('The demo API has fewer than four users with favourites.');
  // Only those two replies wait. The third user's favourites are asked for once their slide is
  // shown, which on a busy machine can be after the pager shows the third: they go through.
  const isNextUsers = (url: URL) =>
    url.pathname.endsWith('/favorites/user') && url.searchParams.get('page') === '2';
  const isFourthsList = (url: URL) =>
    url.pathname.endsWith('/favorites/userVideos') && url.searchParams.get('id') === fourth;
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let held = 0;
  const users = page.getByRole('heading', { level: 2 });
  await expect(users).toHaveCount(5);
  for (const position of [2, 3, 4]) {
    if (position === 4) {
      await page.route(
        (url) => isNextUsers(url) || isFourthsList(url),
        async (route) => {
          held += 1;
          await answered;
          await route.continue();
        },
      );
    }
    await swipeLeft(page, page.getByRole('region').nth(position - 2));
    await expect(page.getByText(new RegExp(`^${position} / \\d+$`))).toBeVisible();
  }
  await expect.poll(() => held).toBe(2);

  await swipeLeft(page, page.getByRole('region').nth(3), async () => {
    const replies = [isNextUsers, isFourthsList].map((matches) =>
      page.waitForResponse((response) => matches(new URL(response.url()))),
    );
    answer();
    await Promise.all(replies);
    // Two frames: React has rendered what the replies brought before the finger lifts.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  });
  await expect(page.getByText(/^5 \/ \d+$/)).toBeVisible();
  await expect.poll(() => users.count()).toBeGreaterThan(5);
});
