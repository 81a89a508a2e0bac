import { screen, waitFor, within } from '@testing-library/react';
import { createCatalogue } from '@video/api-client/testing';
import { iframeCode } from '@video/domain';
import { renderApp } from '../../testing/render-app';

const catalogue = createCatalogue();
const found = catalogue.videos.find(({ typeId, title }) => typeId === 1 && !title.startsWith('★'));
if (!found) throw new Error('the catalogue has no plain video');
const VIDEO = found;
const ROUTE = `/playVideo?id=${VIDEO.id}`;

async function openShareSheet(embedOrigins: readonly string[] = ['*']) {
  const view = renderApp({ route: ROUTE, config: { isShowAd: false, embedOrigins } });
  await screen.findByRole('heading', { level: 2, name: VIDEO.title }, { timeout: 5000 });
  await view.user.click(screen.getByRole('button', { name: '分享' }));
  const sheet = within(await screen.findByRole('dialog', { name: '分享' }));
  return { ...view, sheet };
}

// jsdom plays no media; the player's loads are no part of these tests.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('分享 on the player', () => {
  it('copies the page’s own address: 已复制链接', async () => {
    const { user, sheet } = await openShareSheet();
    expect(sheet.queryByRole('button', { name: '分享给朋友' })).not.toBeInTheDocument();

    await user.click(sheet.getByRole('button', { name: '复制链接' }));

    expect(await screen.findByText('已复制链接')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('嵌入 copies the <iframe> code of the embeddable player showing the film', async () => {
    const { user, sheet } = await openShareSheet();

    await user.click(sheet.getByRole('button', { name: '嵌入' }));

    expect(await screen.findByText('已复制嵌入代码')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      iframeCode(`${window.location.origin}/embed/${VIDEO.id}`, VIDEO.title),
    );
  });

  it('offers no 嵌入 where the deploy lets no other site frame the player', async () => {
    const { sheet } = await openShareSheet([]);

    expect(sheet.getByRole('button', { name: '复制链接' })).toBeInTheDocument();
    expect(sheet.queryByRole('button', { name: '嵌入' })).not.toBeInTheDocument();
  });

  it('offers the browser’s share sheet where there is one, with the page’s address', async () => {
    const share = vi.fn<Navigator['share']>(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user, sheet } = await openShareSheet();

    await user.click(sheet.getByRole('button', { name: '分享给朋友' }));

    expect(share).toHaveBeenCalledWith({ title: VIDEO.title, url: window.location.href });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [
      'closes the browser’s share sheet: nothing is said',
      new DOMException('closed', 'AbortError'),
      0,
    ],
    ['the share fails: it says so', new Error('denied'), 1],
  ])('when the visitor %s', async (_case, failure, told) => {
    const share = vi.fn<Navigator['share']>().mockRejectedValue(failure);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user, sheet } = await openShareSheet();

    await user.click(sheet.getByRole('button', { name: '分享给朋友' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryAllByText('分享失败，请复制链接发送给好友')).toHaveLength(told);
  });
});
