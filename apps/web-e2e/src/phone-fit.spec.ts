import { expect, type Page, test } from '@playwright/test';

/** The font size, in px, of every text field on the page that a visitor can type into. */
function fieldFontSizes(page: Page): Promise<{ field: string; px: number }[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'input:not([type=radio]):not([type=range]), textarea',
      ),
    ]
      .filter((field) => field.getClientRects().length > 0)
      .map((field) => ({
        field: field.getAttribute('aria-label') ?? field.getAttribute('name') ?? field.tagName,
        px: Number.parseFloat(getComputedStyle(field).fontSize),
      })),
  );
}

// iOS Safari zooms the page into a field whose text is under 16 px, and stays zoomed.
test('every text field is at 16 px or more, so iOS does not zoom into it', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('searchbox')).toBeVisible();
  const sizes = await fieldFontSizes(page);

  await page.goto('/mine');
  await expect(page.getByRole('textbox', { name: '数据识别码' })).toBeVisible();
  sizes.push(...(await fieldFontSizes(page)));
  await page.getByRole('button', { name: '意见反馈' }).click();
  await expect(page.getByRole('textbox', { name: '详细描述' })).toBeVisible();
  sizes.push(...(await fieldFontSizes(page)));

  expect(sizes.length).toBeGreaterThanOrEqual(3);
  expect(sizes.filter(({ px }) => px < 16)).toEqual([]);
});
