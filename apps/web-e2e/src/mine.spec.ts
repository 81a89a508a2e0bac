import { expect, type Page, test } from '@playwright/test';
import { waitOutTapRule } from './support/tap-rule';

/**
 * Opens the Mine screen and waits for the visitor's code to show; the page's clock installed, so
 * that a test can wait out the tap rule between two taps of one control.
 */
async function openMine(page: Page) {
  await page.clock.install();
  await page.goto('/mine');
  const code = page.getByRole('textbox', { name: '数据识别码' });
  await expect(code).toHaveValue(/^[a-z0-9]{6,12}$/);
  return code;
}

test('changes the identification code through every message', async ({ page }) => {
  const code = await openMine(page);
  const original = await code.inputValue();
  const change = page.getByRole('button', { name: '更改', exact: true });
  const toast = (text: string) => page.getByRole('status').getByText(text, { exact: true });

  await code.fill('AB');
  await change.click();
  await expect(toast('请输入正确的数据识别码')).toBeVisible();

  await code.fill(original);
  await waitOutTapRule(page);
  await change.click();
  await expect(toast('数据识别码未更改')).toBeVisible();

  await code.fill('e2ecode01');
  await waitOutTapRule(page);
  await change.click();
  await expect(toast('更改成功，请妥善保管！今日剩余更改次数：1')).toBeVisible();

  await code.fill('e2ecode02');
  await waitOutTapRule(page);
  await change.click();
  await expect(toast('更改成功，请妥善保管！今日剩余更改次数：0')).toBeVisible();

  await code.fill('e2ecode03');
  await waitOutTapRule(page);
  await change.click();
  await expect(toast('24小时内只能更改2次，请稍后再试!')).toBeVisible();

  // The code and the counter survive a reload.
  await page.reload();
  await expect(code).toHaveValue('e2ecode02');
  await code.fill('e2ecode04');
  await change.click();
  await expect(toast('24小时内只能更改2次，请稍后再试!')).toBeVisible();
});

test('validates feedback, then sends it and closes', async ({ page, request }) => {
  await openMine(page);
  await page.getByRole('button', { name: '意见反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '意见反馈' });
  await expect(dialog.getByRole('radio', { name: '无法播放' })).toBeChecked();
  const detail = dialog.getByRole('textbox', { name: '详细描述' });
  const submit = dialog.getByRole('button', { name: '提交' });

  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('详细描述不能为空');

  await detail.fill('一二三四五六七');
  await expect(dialog.getByText('7/180')).toBeVisible();
  await waitOutTapRule(page);
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('详细描述只能在8~180个字符之间');

  const content = `第三集播放到一半卡住了 ${test.info().testId}`;
  await dialog.getByText('播放卡顿').click();
  await detail.fill(content);
  await waitOutTapRule(page);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText('提交成功，感谢您的反馈')).toBeVisible();

  const received = (await (await request.get('/__test/feedback')).json()) as {
    rescont: { title: string; content: string; device: number }[];
  };
  expect(received.rescont).toContainEqual(
    expect.objectContaining({ title: '播放卡顿', content, device: 2 }),
  );
});

test('clears the notice dot when the Mine tab is tapped', async ({ page }) => {
  await page.goto('/home');
  const tabs = page.getByRole('navigation', { name: '底部导航' });
  const dot = tabs.getByRole('img', { name: '有新公告' });
  await expect(dot).toBeVisible();

  await tabs.getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(dot).toBeHidden();

  await page.reload();
  await expect(page.getByRole('textbox', { name: '数据识别码' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: '我的' })).toBeVisible();
  await expect(dot).toBeHidden();
});

test('shows the notices without running their scripts', async ({ page }) => {
  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    void dialog.dismiss();
  });
  await openMine(page);
  const ticker = page.getByRole('region', { name: '系统公告' });
  await expect(ticker.getByRole('button')).toHaveCount(2);

  await ticker.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await expect(dialog.getByRole('heading', { name: '安全测试公告' })).toBeVisible();
  await expect(dialog.getByText('正常内容')).toBeVisible();
  await expect(dialog.locator('ul img, ul script, ul iframe')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: '点我' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: '查看说明' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  expect(alerted).toBe(false);

  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
});
