import { screen } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';

describe('PlayLinkScreen', () => {
  it.each([
    ['/playLink?id=7&from=wechat&x=1', '/playVideo', '?id=7'],
    ['/playLink?from=wechat&id=12', '/playVideo', '?id=12'],
    ['/playLink?id=abc', '/home', ''],
    ['/playLink', '/home', ''],
  ])('%s replaces itself with %s%s', async (route, pathname, search) => {
    const { router } = renderApp({ route });

    await screen.findByRole('main');
    expect(router.location.pathname).toBe(pathname);
    expect(router.location.search).toBe(search);
    expect(router.canGoBack()).toBe(false);
  });
});
