import { act, screen, waitFor } from '@testing-library/react';
import { createUpdateOffer } from '../../core/update-offer';
import { renderApp } from '../../testing/render-app';

describe('the shell of an app people keep', () => {
  describe('page titles', () => {
    it('names a screen with a fixed name, then the site', async () => {
      const { router } = renderApp({ route: '/rank' });
      await waitFor(() => expect(document.title).toBe('排行 - 视频'));
      act(() => router.navigate('/mine'));
      await waitFor(() => expect(document.title).toBe('我的 - 视频'));
    });

    it('names a list by its category and search results by the keyword', async () => {
      const { router } = renderApp({ route: '/list?typeId=1&orderby=new' });
      const heading = await screen.findByRole('heading', { level: 1, name: /\S/ });
      await waitFor(() => expect(document.title).toBe(`${heading.textContent} - 视频`));
      act(() => router.navigate(`/searchList?search=${encodeURIComponent('电影')}`));
      await waitFor(() => expect(document.title).toBe('搜索：电影 - 视频'));
    });

    it('uses the site name of the config', async () => {
      renderApp({ route: '/home', config: { siteName: '好看视频' } });
      await waitFor(() => expect(document.title).toBe('首页 - 好看视频'));
    });
  });

  describe('offline', () => {
    afterEach(() => vi.restoreAllMocks());

    it('says the network is gone while offline, and stops when it is back', async () => {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      renderApp({ route: '/home' });
      const notice = '网络已断开，显示的是上次加载的内容';
      expect(screen.queryByText(notice)).not.toBeInTheDocument();

      onLine.mockReturnValue(false);
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(await screen.findByText(notice)).toBeInTheDocument();

      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(screen.queryByText(notice)).not.toBeInTheDocument());
    });
  });

  describe('a new version', () => {
    it('is offered, and only the tap starts it', async () => {
      const updateOffer = createUpdateOffer();
      const { user } = renderApp({ route: '/home', services: { updateOffer } });
      expect(screen.queryByRole('button', { name: '有新版本，点击刷新' })).not.toBeInTheDocument();

      const apply = vi.fn(() => Promise.resolve());
      act(() => updateOffer.offer(apply));
      const offer = await screen.findByRole('button', { name: '有新版本，点击刷新' });
      expect(apply).not.toHaveBeenCalled();

      await user.click(offer);
      expect(apply).toHaveBeenCalledOnce();
      expect(screen.queryByRole('button', { name: '有新版本，点击刷新' })).not.toBeInTheDocument();
    });
  });
});
