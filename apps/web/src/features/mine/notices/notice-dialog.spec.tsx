import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createNoticeJson, page } from '@video/api-client/testing';
import {
  preloadScreen,
  renderApp,
  type RenderAppOptions,
  TEST_NOW,
} from '../../../testing/render-app';

const NOTICES_URL = 'http://localhost/api/sysnotice';

// Loads the lazy screen chunk before the first test's clock starts.
beforeAll(() => preloadScreen('/mine'));

/** The Mine screen with the notice dialog opened from its menu. */
async function openNotices(handlers: RenderAppOptions['handlers'] = []) {
  const view = renderApp({ route: '/mine', handlers });
  // The screen's chunk loads lazily: the first import of a cold or instrumented run is slow.
  await view.user.click(await screen.findByRole('button', { name: '系统公告' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: '系统公告' });
  return { ...view, dialog: within(dialog) };
}

describe('notice dialog', () => {
  it('lists every notice with its title and how long ago it changed', async () => {
    const { dialog } = await openNotices();
    const titles = await dialog.findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      '欢迎来到视频乐园',
      '收藏功能上线',
      '系统维护通知',
      '分享解锁说明',
      '意见反馈',
      '安全测试公告',
    ]);
    const bold = dialog.getAllByText('视频乐园', { selector: 'b' })[0];
    expect(bold.parentElement).toHaveTextContent('欢迎来到视频乐园！');
    expect(dialog.getByText('4天前')).toBeInTheDocument();
  });

  it('tells the time relative to the app clock', async () => {
    const { dialog } = await openNotices([
      http.get(NOTICES_URL, () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          // 2026-11-01 11:55 in Beijing, five minutes before TEST_NOW.
          rescont: page([createNoticeJson({ updated_at: '2026-11-01 11:55:00' })]),
        }),
      ),
    ]);
    expect(await dialog.findByText('5分钟前')).toHaveAttribute(
      'datetime',
      new Date(TEST_NOW - 5 * 60_000).toISOString(),
    );
  });

  it('renders notice HTML without images, scripts or script links', async () => {
    const { dialog } = await openNotices();
    const notices = (await dialog.findByText('正常内容')).closest('ul');
    expect(notices?.querySelector('img, script, iframe, svg, [onerror], [style]')).toBeNull();
    expect(dialog.getByText('点我')).not.toHaveAttribute('href');
    expect(dialog.queryByRole('link', { name: '点我' })).not.toBeInTheDocument();
    const help = dialog.getByRole('link', { name: '查看说明' });
    expect(help).toHaveAttribute('href', 'https://example.com/help');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['an empty page', page([])],
    ['a page without data', { total: 0, next_page_url: null }],
    ['no rescont', undefined],
    ['a null rescont', null],
    ['an empty list', []],
    ['an empty object', {}],
  ])('says 暂无公告 for %s', async (_case, rescont) => {
    const { dialog } = await openNotices([
      http.get(NOTICES_URL, () => HttpResponse.json({ code: 200, msg: 'ok', rescont })),
    ]);
    expect(await dialog.findByText('暂无公告')).toBeInTheDocument();
  });

  it('logs a failed load and offers a retry that shows the notices', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const { user, dialog } = await openNotices([
      http.get(NOTICES_URL, () =>
        failing
          ? HttpResponse.json({ code: 500, msg: '服务器错误', rescont: null }, { status: 500 })
          : undefined,
      ),
    ]);
    expect(await dialog.findByText('网络错误，请稍后重试')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      '[notices] the system notices could not be loaded',
      expect.anything(),
    );
    failing = false;
    await user.click(dialog.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(dialog.getAllByRole('heading', { level: 3 })).toHaveLength(6));
    log.mockRestore();
  });
});
