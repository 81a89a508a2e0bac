import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { renderApp } from '../../testing/render-app';

function tabBar() {
  return within(screen.getByRole('navigation', { name: '底部导航' }));
}

describe('app shell', () => {
  it('sends / to /home with the home tab current', async () => {
    const { router } = renderApp({ route: '/' });
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    expect(tabBar().getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows six tabs and routes a tap without reloading', async () => {
    const { router, user } = renderApp();
    const links = tabBar().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '首页',
      '排行',
      '发现',
      '短视频',
      '看看',
      '我的',
    ]);
    await user.click(tabBar().getByRole('link', { name: '排行' }));
    expect(router.location.pathname).toBe('/rank');
    expect(tabBar().getByRole('link', { name: '排行' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the discover tab current on its child routes', () => {
    renderApp({ route: '/find/tags' });
    expect(tabBar().getByRole('link', { name: '发现' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a friendly not-found screen with a way home', async () => {
    const { router, user } = renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '返回首页' }));
    expect(router.location.pathname).toBe('/home');
  });

  it('sends a visitor without a token to the vendor screen when auth is on', async () => {
    const { router } = renderApp({ route: '/list?typeId=1', config: { authRequired: true } });
    await waitFor(() => expect(router.location.pathname).toBe('/vendor'));
  });

  it('lets a visitor with a token through when auth is on', async () => {
    const { router } = renderApp({
      route: '/mine',
      config: { authRequired: true },
      session: { token: 'secret' },
    });
    await screen.findByRole('navigation', { name: '底部导航' });
    expect(router.location.pathname).toBe('/mine');
  });

  it('goes to the vendor screen with the message when a call answers 401', async () => {
    const { router, store } = renderApp({
      route: '/home',
      session: { token: 'old' },
      handlers: [
        http.get('http://localhost/api/sysnotice', () =>
          HttpResponse.json({ code: 401, msg: '登录已过期', rescont: null }, { status: 401 }),
        ),
      ],
    });
    await waitFor(() => expect(router.location.pathname).toBe('/vendor'));
    const params = new URLSearchParams(router.location.search);
    expect(params.get('logout')).toBe('logout');
    expect(params.get('msg')).toBe('登录已过期');
    expect(store.getState().session.token).toBe('');
  });

  it('reports page views on path changes, except /playLink', async () => {
    const { router, services } = renderApp({ route: '/home' });
    await waitFor(() => expect(services.trackPageView).toHaveBeenCalledWith('/home'));
    act(() => router.navigate('/playLink?id=3'));
    act(() => router.navigate('/mine'));
    await waitFor(() => expect(services.trackPageView).toHaveBeenCalledWith('/mine'));
    expect(services.trackPageView).not.toHaveBeenCalledWith('/playLink');
  });

  it.each([
    { route: '/', config: {}, seen: '/home' },
    { route: '/mine', config: { authRequired: true }, seen: '/vendor' },
  ])(
    'reports only the page seen, not $route that redirects to $seen',
    async ({ route, config, seen }) => {
      const { router, services } = renderApp({ route, config });
      await waitFor(() => expect(router.location.pathname).toBe(seen));
      await waitFor(() => expect(services.trackPageView).toHaveBeenCalledWith(seen));
      expect(vi.mocked(services.trackPageView).mock.calls).toEqual([[seen]]);
    },
  );

  it('reports only /find/<tab> when 发现 is tapped, not /find before it', async () => {
    const storage = createStorage({ adapter: memoryAdapter() });
    storage.set(storageKeys.findTab, 'tags');
    const { router, services, user } = renderApp({ route: '/mine', storage });
    await waitFor(() => expect(services.trackPageView).toHaveBeenCalledWith('/mine'));
    await user.click(tabBar().getByRole('link', { name: '发现' }));
    await waitFor(() => expect(router.location.pathname).toBe('/find/tags'));
    await waitFor(() => expect(services.trackPageView).toHaveBeenCalledWith('/find/tags'));
    expect(vi.mocked(services.trackPageView).mock.calls).toEqual([['/mine'], ['/find/tags']]);
  });

  it('reports only /home when a link hands a token over at /vendor, not /vendor before it', async () => {
    const { router, services } = renderApp({
      route: '/vendor',
      config: { authRequired: true },
      session: { handedToken: 'eyJ0eXAi.payload.sig' },
    });
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    await waitFor(() => expect(services.trackPageView).toHaveBeenCalledWith('/home'));
    expect(vi.mocked(services.trackPageView).mock.calls).toEqual([['/home']]);
  });

  it('shows the Mine dot for a newer notice and clears it when Mine is tapped', async () => {
    const { user, storage } = renderApp({ route: '/home' });
    const dot = await tabBar().findByRole('img', { name: '有新公告' });
    expect(dot).toBeInTheDocument();
    await user.click(tabBar().getByRole('link', { name: /我的/ }));
    await waitFor(() =>
      expect(tabBar().queryByRole('img', { name: '有新公告' })).not.toBeInTheDocument(),
    );
    expect(storage.get(storageKeys.lastReadTimestamp)).toBeGreaterThan(0);
  });

  it('keeps cached views mounted but hidden, and drops other views', async () => {
    const { router, container } = renderApp({ route: '/home' });
    await screen.findByRole('navigation', { name: '底部导航' });
    act(() => router.navigate('/mine'));
    act(() => router.navigate('/rank'));
    await waitFor(() => expect(router.location.pathname).toBe('/rank'));
    // home and rank are kept alive (one of them hidden); mine is not.
    await waitFor(() =>
      expect(
        container.querySelectorAll('[hidden], [style*="display: none"]').length,
      ).toBeGreaterThan(0),
    );
  });
});
