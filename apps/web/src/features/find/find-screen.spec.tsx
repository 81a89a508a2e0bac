import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createReferenceApi, type VideoJson } from '@video/api-client/testing';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { renderApp } from '../../testing/render-app';

// Each test renders the whole app: on a busy machine a screen can take seconds to appear.
configure({ asyncUtilTimeout: 4000 });

const reference = createReferenceApi();

async function tagVideos(tagId: number, page: number): Promise<VideoJson[]> {
  const response = await reference.fetch(
    new Request(`http://localhost/api/videotopic/${tagId}?page=${page}`),
  );
  const titles = ((await response.json()) as { rescont: { data: VideoJson[] } }).rescont.data;
  return titles.filter(({ title }) => !title.startsWith('★'));
}

function storageWith(tab?: 'artist' | 'rank' | 'tags') {
  const storage = createStorage({ adapter: memoryAdapter() });
  if (tab) storage.set(storageKeys.findTab, tab);
  return storage;
}

const serverError = () =>
  HttpResponse.json({ code: 500, msg: '服务器错误', rescont: null }, { status: 500 });

function subTabs() {
  return within(screen.getByRole('tablist', { name: '发现' }));
}

describe('FindScreen', { timeout: 20_000 }, () => {
  beforeAll(() => {
    // jsdom has neither layout (the tab strips centre by scrolling) nor modal dialogs.
    Element.prototype.scrollTo = () => undefined;
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });

  it.each([
    { case: 'the first visit', stored: undefined, expected: 'rank', label: '排行' },
    { case: 'a remembered artist tab', stored: 'artist', expected: 'artist', label: '艺人' },
    { case: 'a remembered tags tab', stored: 'tags', expected: 'tags', label: '标签' },
  ] as const)('sends /find to the sub-tab of $case', async ({ stored, expected, label }) => {
    const { router } = renderApp({ route: '/find', storage: storageWith(stored) });
    await waitFor(() => expect(router.location.pathname).toBe(`/find/${expected}`));
    expect(router.canGoBack()).toBe(false);
    await screen.findByRole('tablist', { name: '发现' });
    expect(subTabs().getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends an unknown sub-tab to the remembered one', async () => {
    const { router } = renderApp({ route: '/find/nothing', storage: storageWith('tags') });
    await waitFor(() => expect(router.location.pathname).toBe('/find/tags'));
  });

  it('shows the ranking on the default sub-tab', async () => {
    renderApp({ route: '/find' });
    expect(await screen.findByRole('tab', { name: '热门排行' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '第1名' })).toBeInTheDocument();
  });

  it('remembers the sub-tab chosen', async () => {
    const storage = storageWith();
    const { router, user } = renderApp({ route: '/find/rank', storage });
    await user.click(await screen.findByRole('tab', { name: '标签' }));
    expect(router.location.pathname).toBe('/find/tags');
    expect(storage.get(storageKeys.findTab)).toBe('tags');
    await user.click(screen.getByRole('tab', { name: '艺人' }));
    expect(router.location.pathname).toBe('/find/artist');
    expect(storage.get(storageKeys.findTab)).toBe('artist');
  });

  it('remembers a sub-tab opened by its address', async () => {
    const storage = storageWith();
    renderApp({ route: '/find/artist', storage });
    await waitFor(() => expect(storage.get(storageKeys.findTab)).toBe('artist'));
  });

  it('shows the popular tags for what they are, with their counts, and opens their videos', async () => {
    const { router, user } = renderApp({ route: '/find/artist' });
    expect(screen.getByText('加载中...')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: '热门标签' });
    const artists = within(grid).getAllByRole('link');
    expect(artists).toHaveLength(12);
    expect(within(grid).getAllByText(/^\d+个视频$/)).toHaveLength(12);
    const name = artists[0].textContent ?? '';
    await user.click(artists[0]);
    expect(router.location.pathname).toBe('/artist-details');
    const params = new URLSearchParams(router.location.search);
    expect(params.get('name')).toBe(name);
    expect(Number(params.get('id'))).toBeGreaterThan(0);
  });

  it('offers a retry when the tags cannot be loaded', async () => {
    const { user } = renderApp({
      route: '/find/tags',
      handlers: [
        http.get('http://localhost/api/videoindex', serverError, { once: true }),
        http.get('http://localhost/api/videorecommand', serverError, { once: true }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('list', { name: '全部标签' })).toBeInTheDocument();
  });

  it('lists a tag’s videos in a panel, page after page, and closes it', async () => {
    const { user } = renderApp({ route: '/find/tags' });
    const tags = await screen.findByRole('list', { name: '全部标签' });
    await user.click(within(tags).getByRole('button', { name: '高清' }));

    const panel = await screen.findByRole('dialog', { name: '#高清' });
    const [first] = await tagVideos(1, 1);
    expect(await within(panel).findByRole('button', { name: first.title })).toBeInTheDocument();

    // jsdom lays nothing out: the footer is always near the viewport, so the next page follows.
    const [secondPageFirst] = await tagVideos(1, 2);
    expect(
      await within(panel).findByRole('button', { name: secondPageFirst.title }),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the player from the tag panel', async () => {
    const { router, user } = renderApp({ route: '/find/tags' });
    const tags = await screen.findByRole('list', { name: '全部标签' });
    await user.click(within(tags).getByRole('button', { name: '国语' }));
    const [first] = await tagVideos(2, 1);
    const panel = await screen.findByRole('dialog', { name: '#国语' });
    await user.click(await within(panel).findByRole('button', { name: first.title }));
    expect(router.location.pathname).toBe('/playVideo');
    expect(router.location.search).toBe(`?id=${first.id}`);
  });

  it('offers a retry in the panel when a tag’s videos fail', async () => {
    const { user } = renderApp({
      route: '/find/tags',
      handlers: [http.get('http://localhost/api/videotopic/1', serverError, { once: true })],
    });
    const tags = await screen.findByRole('list', { name: '全部标签' });
    await user.click(within(tags).getByRole('button', { name: '高清' }));
    const panel = await screen.findByRole('dialog', { name: '#高清' });
    await user.click(await within(panel).findByRole('button', { name: '重新加载' }));
    const [first] = await tagVideos(1, 1);
    expect(await within(panel).findByRole('button', { name: first.title })).toBeInTheDocument();
  });
});
