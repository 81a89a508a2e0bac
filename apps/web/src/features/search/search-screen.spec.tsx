import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createCatalogue, envelope } from '@video/api-client/testing';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { renderApp } from '../../testing/render-app';

const HOT_SEARCH = 'http://localhost/api/videoSearchHot';
const [hottest] = createCatalogue().hotSearch;

function storageWithHistory(listStr: string) {
  const storage = createStorage({ adapter: memoryAdapter() });
  storage.set(storageKeys.listStr, listStr);
  return storage;
}

function currentUrl(router: ReturnType<typeof renderApp>['router']): string {
  return `${router.location.pathname}${router.location.search}`;
}

async function keywordField() {
  return screen.findByRole('searchbox', { name: '请输入搜索关键词' });
}

function history() {
  return within(screen.getByRole('region', { name: '搜索历史' }));
}

// The whole app loads behind MSW: waits get longer than the default second.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

describe('SearchScreen', { timeout: 20_000 }, () => {
  it('has a level-one heading for screen readers, 搜索', async () => {
    renderApp({ route: '/search' });
    expect(await screen.findByRole('heading', { level: 1, name: '搜索' })).toBeInTheDocument();
  });

  it('focuses a search field that submits with the keyboard', async () => {
    renderApp({ route: '/search' });
    const field = await keywordField();

    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('type', 'search');
    expect(field).toHaveAttribute('enterkeyhint', 'search');
    expect(screen.getByRole('button', { name: '搜索' })).toHaveAttribute('type', 'submit');
  });

  it('shows the hot keyword groups after a loading placeholder', async () => {
    renderApp({ route: '/search' });

    expect(await screen.findByRole('region', { name: '热门搜索' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const group = within(
      await screen.findByRole('region', { name: hottest?.title ?? '', busy: false }),
    );
    expect(group.getAllByRole('button').map((chip) => chip.textContent)).toEqual(hottest?.lists);
    expect(screen.getByRole('region', { name: '大家都在搜' })).toBeInTheDocument();
  });

  it('searches the typed keyword, remembering it first in the history', async () => {
    const storage = storageWithHistory('山城,北京');
    const { user, router } = renderApp({ route: '/search', storage });

    await user.type(await keywordField(), '  少女 {Enter}');

    expect(currentUrl(router)).toBe(`/searchList?search=${encodeURIComponent('少女')}`);
    expect(storage.get(storageKeys.listStr)).toBe('少女,山城,北京');
  });

  it('keeps a keyword already in the history where it is', async () => {
    const storage = storageWithHistory('山城,北京');
    const { user, router } = renderApp({ route: '/search', storage });

    await user.type(await keywordField(), '北京');
    await user.click(screen.getByRole('button', { name: '搜索' }));

    expect(router.location.pathname).toBe('/searchList');
    expect(storage.get(storageKeys.listStr)).toBe('山城,北京');
  });

  it.each([
    ['an empty field', ''],
    ['only blanks', '   '],
  ])('does nothing for %s', async (_, text) => {
    const { user, router, storage } = renderApp({ route: '/search' });
    const field = await keywordField();

    if (text) await user.type(field, text);
    await user.click(screen.getByRole('button', { name: '搜索' }));

    expect(router.location.pathname).toBe('/search');
    expect(storage.get(storageKeys.listStr)).toBe('');
    expect(screen.queryByRole('region', { name: '搜索历史' })).not.toBeInTheDocument();
  });

  it('opens the results of a hot keyword and remembers it', async () => {
    const { user, router, storage } = renderApp({ route: '/search' });
    const keyword = hottest?.lists[2] ?? '';
    const group = within(await screen.findByRole('region', { name: hottest?.title, busy: false }));

    await user.click(group.getByRole('button', { name: keyword }));

    expect(currentUrl(router)).toBe(`/searchList?search=${encodeURIComponent(keyword)}`);
    expect(storage.get(storageKeys.listStr)).toBe(keyword);
  });

  it('lists the stored history and searches a keyword from it', async () => {
    const { user, router } = renderApp({
      route: '/search',
      storage: storageWithHistory('猫咪,吉他弹唱'),
    });
    await keywordField();

    const chips = within(history().getByRole('list')).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['猫咪', '吉他弹唱']);
    await user.click(history().getByRole('button', { name: '吉他弹唱' }));

    expect(currentUrl(router)).toBe(`/searchList?search=${encodeURIComponent('吉他弹唱')}`);
  });

  it('clears the history', async () => {
    const storage = storageWithHistory('猫咪,吉他弹唱');
    const { user } = renderApp({ route: '/search', storage });
    await keywordField();

    await user.click(history().getByRole('button', { name: '清空' }));

    expect(screen.queryByRole('region', { name: '搜索历史' })).not.toBeInTheDocument();
    expect(storage.get(storageKeys.listStr)).toBe('');
  });

  it('offers a retry when the hot keywords fail, and shows them on tap', async () => {
    const { user } = renderApp({
      route: '/search',
      handlers: [
        http.get(
          HOT_SEARCH,
          () => HttpResponse.json(envelope(null, '服务器错误', 500), { status: 500 }),
          { once: true },
        ),
      ],
    });

    await user.click(await screen.findByRole('button', { name: '重新加载' }));

    expect(await screen.findByRole('region', { name: hottest?.title, busy: false })).toBeVisible();
  });

  it('goes home from the back button when opened directly', async () => {
    const { user, router } = renderApp({ route: '/search' });

    await user.click(await screen.findByRole('button', { name: '返回' }));

    expect(router.location.pathname).toBe('/home');
  });
});
