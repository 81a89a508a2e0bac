import { expect, type Page, test } from '@playwright/test';

declare global {
  interface Window {
    /** The colour scheme on the root element when <body> first appeared, before any paint. */
    schemeBeforeBody?: string;
  }
}

/** Records the scheme on the root element at the moment the parser creates <body>. */
async function recordSchemeBeforeBody(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      window.schemeBeforeBody = document.documentElement.dataset['colorScheme'] ?? 'none';
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const schemeBeforeBody = (page: Page) => page.evaluate(() => window.schemeBeforeBody);
const scheme = (page: Page) => page.locator('html');
const themeColor = (page: Page) => page.locator('meta[name="theme-color"]');
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('on a phone set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('pages are dark from before the first paint, and the browser bar follows the screen', async ({
    page,
  }) => {
    await recordSchemeBeforeBody(page);
    await page.goto('/home');
    await expect(
      page.getByRole('region', { name: '推荐' }).getByRole('listitem').first(),
    ).toBeVisible();

    expect(await schemeBeforeBody(page)).toBe('dark');
    await expect(scheme(page)).toHaveAttribute('data-color-scheme', 'dark');
    expect(await pageBackground(page)).toBe('rgb(17, 17, 19)');
    await expect(themeColor(page)).toHaveAttribute('content', '#1c1c1e');

    // The full-screen feed is black, and so is the bar above it; back home, the surface again.
    await page
      .getByRole('navigation', { name: '底部导航' })
      .getByRole('link', { name: '短视频' })
      .click();
    await page.getByRole('main').getByRole('listitem').first().getByRole('button').first().click();
    await expect(page.getByRole('tab', { name: '为你推荐' })).toBeVisible();
    await expect(themeColor(page)).toHaveAttribute('content', '#000000');
    await page.goBack();
    await expect(page).toHaveURL(/\/miin/);
    await expect(themeColor(page)).toHaveAttribute('content', '#1c1c1e');
  });
});

test('a scheme chosen in 设置 applies at once, from the first paint after a reload, and 跟随系统 follows the phone', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await recordSchemeBeforeBody(page);
  await page.goto('/mine');
  await expect(scheme(page)).toHaveAttribute('data-color-scheme', 'light');
  await expect(themeColor(page)).toHaveAttribute('content', '#fff');

  await page.getByRole('button', { name: '设置' }).click();
  const schemes = page
    .getByRole('dialog', { name: '设置' })
    .getByRole('radiogroup', { name: '深色模式' });
  await schemes.getByText('深色', { exact: true }).click();
  await expect(scheme(page)).toHaveAttribute('data-color-scheme', 'dark');
  await expect(themeColor(page)).toHaveAttribute('content', '#1c1c1e');

  await page.reload();
  await expect(page.getByRole('button', { name: '设置' })).toBeVisible();
  expect(await schemeBeforeBody(page)).toBe('dark');
  expect(await pageBackground(page)).toBe('rgb(17, 17, 19)');

  await page.getByRole('button', { name: '设置' }).click();
  await schemes.getByText('跟随系统').click();
  await expect(scheme(page)).toHaveAttribute('data-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(scheme(page)).toHaveAttribute('data-color-scheme', 'dark');
});
