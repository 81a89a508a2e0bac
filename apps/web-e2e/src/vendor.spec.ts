import { expect, type Page, test } from '@playwright/test';
import { overrideConfig } from './support/config-override';

/** Serves the demo's config with the auth flag on. */
function requireAuth(page: Page): Promise<void> {
  return overrideConfig(page, { authRequired: true });
}

test('sends a visitor without a token to the vendor screen, and a token link lets them in', async ({
  page,
}) => {
  await requireAuth(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/vendor$/);
  await expect(page.getByRole('heading', { name: '欢迎访问' })).toBeVisible();

  await page.getByRole('button', { name: '进入' }).click();
  await expect(page.getByRole('alert')).toContainText('带有访问令牌的链接');
  await expect(page).toHaveURL(/\/vendor$/);

  await page.goto('/vendor#token=e2e-token.abc');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();

  // The token is kept: a new visit goes straight in.
  await page.goto('/mine');
  await expect(page.getByRole('textbox', { name: '数据识别码' })).toBeVisible();
});

test('lands on the vendor screen with the message of a 401', async ({ page }) => {
  await page.route('**/api/sysnotice**', (route) =>
    route.fulfill({ status: 401, json: { code: 401, msg: '登录已过期', rescont: null } }),
  );
  await page.goto('/home');
  await expect(page).toHaveURL(/\/vendor\?logout=logout&msg=/);
  await expect(page.getByRole('heading', { name: '欢迎访问' })).toBeVisible();
  await expect(page.getByText('登录已过期', { exact: true })).toBeVisible();
});

test('a first-time visitor with the auth flag on reaches the vendor screen with no call and no 401', async ({
  page,
}) => {
  await requireAuth(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/(api|share-api)\//.test(new URL(request.url()).pathname)) apiCalls.push(request.url());
  });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/vendor$/);
  await expect(page.getByRole('heading', { name: '欢迎访问' })).toBeVisible();
  // No 登录已过期 / 登录已失效 for a visitor who never had a token.
  await expect(page.getByText(/登录已/)).toHaveCount(0);
  await expect(page).not.toHaveURL(/logout/);
  expect(apiCalls).toEqual([]);
});

test('a handed-over token leaves the address before anything loads, and reaches no server', async ({
  page,
}) => {
  await requireAuth(page);
  const token = 'e2e-secret.token';
  const leaks: string[] = [];
  page.on('request', async (request) => {
    const headers = await request.allHeaders();
    const sent = `${request.url()} ${headers['referer'] ?? ''}`;
    if (sent.includes(token)) leaks.push(sent);
  });
  await page.goto(`/vendor#token=${token}`);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  expect(await page.evaluate(() => location.href)).not.toContain(token);
  await page.goBack();
  expect(await page.evaluate(() => location.href)).not.toContain(token);
  expect(leaks).toEqual([]);
});

test('a link cannot swap the visitor’s token without their say', async ({ page }) => {
  await requireAuth(page);
  await page.goto('/vendor#token=mine.token');
  await expect(page).toHaveURL(/\/home$/);

  // Someone sends the visitor a link with their own token.
  await page.goto('/vendor#token=attacker.token');
  const prompt = page.getByRole('alertdialog', { name: '更换访问令牌？' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: '保留当前令牌' }).click();
  await expect(page.getByRole('heading', { name: '欢迎访问' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('mine.token');

  await page.goto('/vendor#token=attacker.token');
  await page.getByRole('button', { name: '更换为新令牌' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('attacker.token');
});
