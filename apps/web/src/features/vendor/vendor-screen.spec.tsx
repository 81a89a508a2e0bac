import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { envelope } from '@video/api-client/testing';
import { storageKeys } from '@video/storage';
import { renderApp, type RenderAppOptions } from '../../testing/render-app';

async function renderVendor(route: string, options: RenderAppOptions = {}) {
  const view = renderApp({ route, ...options });
  // The screen's chunk loads lazily: the first import of a cold or instrumented run is slow.
  await screen.findByRole('heading', { name: '欢迎访问' }, { timeout: 5000 });
  return view;
}

// Loads the lazy screen chunk before the first test's clock starts.
beforeAll(() => import('./vendor-screen'));

describe('Vendor screen', () => {
  it('welcomes the visitor and enters the home feed', async () => {
    const { user, router } = await renderVendor('/vendor');
    expect(screen.queryByText('登录已失效，请重新进入')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '进入' }));
    expect(router.location.pathname).toBe('/home');
  });

  it.each([
    { route: '/vendor?logout=logout&msg=登录已过期', reason: '登录已失效，请重新进入' },
    { route: '/vendor?logout=logout', reason: '登录已失效，请重新进入' },
    {
      route: `/vendor?logout=logout&msg=${encodeURIComponent('<img src=x onerror=alert(1)>过期')}`,
      reason: '登录已失效，请重新进入',
    },
  ])(
    'says only the generic reason for a message the app did not put there: $route',
    async ({ route, reason }) => {
      const { container } = await renderVendor(route);
      expect(screen.getByText(reason)).toBeInTheDocument();
      expect(screen.queryByText(/过期/)).not.toBeInTheDocument();
      expect(container.querySelector('main img')).toBeNull();
    },
  );

  it('tells the server’s message of a 401 the app itself met, cut when long', async () => {
    const message = `登录已过期${'过'.repeat(500)}`;
    renderApp({
      route: '/home',
      handlers: [
        http.get('http://localhost/api/videoindex', () =>
          HttpResponse.json(envelope(null, message, 401), { status: 401 }),
        ),
      ],
    });
    await screen.findByRole('heading', { name: '欢迎访问' }, { timeout: 5000 });
    expect(screen.getByText(/^登录已过期过+…$/).textContent).toHaveLength(100);
  });

  it('shows no reason without logout=logout', async () => {
    await renderVendor('/vendor?msg=伪造的消息');
    expect(screen.queryByText('伪造的消息')).not.toBeInTheDocument();
  });

  it('takes a token a link handed over, keeps it and goes home in place', async () => {
    const { router, store, storage } = renderApp({
      route: '/vendor',
      config: { authRequired: true },
      session: { handedToken: 'eyJ0eXAi.payload.sig' },
    });
    await waitFor(() => expect(router.location.pathname).toBe('/home'), { timeout: 5000 });
    expect(router.canGoBack()).toBe(false);
    expect(store.getState().session.token).toBe('eyJ0eXAi.payload.sig');
    expect(storage.get(storageKeys.token)).toBe('eyJ0eXAi.payload.sig');
  });

  it('takes no token from the query, which servers and Referer headers see', async () => {
    const { store } = await renderVendor('/vendor?token=eyJ0eXAi.payload.sig');
    expect(store.getState().session.token).toBe('');
  });

  it('asks before a handed-over token replaces the kept one, and keeps it unless told', async () => {
    const { user, router, store, storage } = renderApp({
      route: '/vendor',
      config: { authRequired: true },
      session: { token: 'kept-token', handedToken: 'someone-elses' },
    });
    const prompt = await screen.findByRole(
      'alertdialog',
      { name: '更换访问令牌？' },
      { timeout: 5000 },
    );
    expect(store.getState().session.token).toBe('kept-token');
    await user.click(within(prompt).getByRole('button', { name: '保留当前令牌' }));
    expect(store.getState().session.token).toBe('kept-token');
    expect(storage.get(storageKeys.token)).not.toBe('someone-elses');
    expect(screen.getByRole('heading', { name: '欢迎访问' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/vendor');
  });

  it('replaces the kept token when the visitor says so', async () => {
    const { user, router, store } = renderApp({
      route: '/vendor',
      config: { authRequired: true },
      session: { token: 'kept-token', handedToken: 'new-token' },
    });
    await user.click(
      await screen.findByRole('button', { name: '更换为新令牌' }, { timeout: 5000 }),
    );
    expect(store.getState().session.token).toBe('new-token');
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
  });

  it('goes straight in when the handed token is the one already kept', async () => {
    const { router } = renderApp({
      route: '/vendor',
      config: { authRequired: true },
      session: { token: 'same-token', handedToken: 'same-token' },
    });
    await waitFor(() => expect(router.location.pathname).toBe('/home'), { timeout: 5000 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('explains that a token link is needed when auth is on and there is none', async () => {
    const { user, router } = await renderVendor('/vendor', { config: { authRequired: true } });
    await user.click(screen.getByRole('button', { name: '进入' }));
    expect(screen.getByRole('alert')).toHaveTextContent('带有访问令牌的链接');
    expect(router.location.pathname).toBe('/vendor');
  });

  it('enters when auth is on and a token is kept', async () => {
    const { user, router } = await renderVendor('/vendor', {
      config: { authRequired: true },
      session: { token: 'kept-token' },
    });
    await user.click(screen.getByRole('button', { name: '进入' }));
    expect(router.location.pathname).toBe('/home');
  });
});
