import { expect, test } from '@playwright/test';

const TITLES = ['看过的第一部', '看过的第二部', '看过的第三部'];

test('removes a watched video from the history, locally', async ({ page }) => {
  // Seeded once: after a removal the stored history is no longer missing.
  await page.addInitScript((titles) => {
    if (localStorage.getItem('h5_history') !== null) return;
    const entries = titles.map((title, index) => ({
      id: index + 1,
      coverbase64: { url: `${location.origin}/covers/video/${index + 1}.jpg.enc`, type: 'jpeg' },
      title,
    }));
    localStorage.setItem('h5_history', JSON.stringify(entries));
  }, TITLES);

  await page.goto('/collectVideo?type=history');
  await expect(page.getByRole('heading', { name: '观看历史' })).toBeVisible();
  for (const title of TITLES)
    await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText('没有更多了')).toBeVisible();

  await page.getByRole('button', { name: `删除 ${TITLES[1]}` }).click();
  await expect(page.getByRole('button', { name: TITLES[1], exact: true })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: TITLES[0], exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: TITLES[1], exact: true })).toBeHidden();

  await page.getByRole('button', { name: TITLES[0], exact: true }).click();
  await expect(page).toHaveURL(/\/playVideo\?id=1$/);
});

test('removes a favourite on the server', async ({ page, request }) => {
  await page.goto('/mine');
  const code = page.getByRole('textbox', { name: '数据识别码' });
  await expect(code).toHaveValue(/^[a-z0-9]{6,12}$/);
  const uuid = await code.inputValue();
  // The share service keeps a favourite's film id and shows the catalogue's film for it.
  const film = (await (await request.get('/api/videoplay/7?uuid=1')).json()) as {
    rescont: { title: string };
  };
  const title = film.rescont.title;
  const added = await request.post('/share-api/favorites', {
    data: {
      id: 7,
      imgUrl: '/covers/video/7.jpg.enc',
      imgType: 'jpeg',
      title: '收藏的测试视频',
      path: '/media/clip-1/master.m3u8',
      created_at: '2026-10-30 20:00:00',
      uuid,
      site: 'demo',
    },
  });
  expect(added.ok()).toBe(true);

  await page.getByRole('link', { name: '我的收藏' }).click();
  await expect(page.getByRole('heading', { name: '我的收藏' })).toBeVisible();
  await page.getByRole('button', { name: `删除 ${title}` }).click();
  await expect(page.getByRole('status').getByText('取消收藏成功!')).toBeVisible();
  await expect(page.getByText('暂无收藏')).toBeVisible();

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/mine$/);
});
