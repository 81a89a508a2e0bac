import { configure, screen, waitFor, within } from '@testing-library/react';
import { createCatalogue } from '@video/api-client/testing';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { renderApp } from './render-app';
import { cardTitles, layOutRows, referenceCatalogue, view } from './video-list';

/*
 * The screens against the reference server in both of its modes: the contract as shown, and the
 * other reading a backend built elsewhere may send (numbers as text, dates as Unix seconds,
 * nothing as null, favourite users as one plain list). A visitor sees the same either way.
 */
configure({ asyncUtilTimeout: 5000 });
const catalogue = createCatalogue();

describe.each([
  ['as the contract shows it', false],
  ['in its other plausible reading', true],
])('the reference server %s', { timeout: 20_000 }, (_mode, variants) => {
  const reference = { variants, testHooks: true };
  beforeEach(layOutRows);
  afterEach(() => vi.restoreAllMocks());

  it('feeds the home blocks and the recommendations', async () => {
    renderApp({ route: '/home', reference });
    const recommended = within(await screen.findByRole('region', { name: '推荐' }));
    expect(await recommended.findAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByRole('region', { name: '电影' })).toBeInTheDocument();
  });

  it('feeds a category list, newest first', async () => {
    renderApp({ route: '/list?typeId=1&orderby=new', reference });
    const newest = referenceCatalogue.list(1, 'new').slice(0, 4);
    await waitFor(() =>
      expect(cardTitles().slice(0, 4)).toEqual(newest.map((video) => video.title)),
    );
    expect(view().getByRole('heading', { level: 1, name: '电影' })).toBeInTheDocument();
  });

  it('feeds the favourite users, five at a time', async () => {
    const { user } = renderApp({ route: '/favorites', reference });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5));
    for (let tap = 0; tap < 3; tap += 1) {
      await user.click(screen.getByRole('button', { name: '下一位' }));
    }
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5),
    );
  });

  it('feeds the notices with how long ago each changed', async () => {
    const { user } = renderApp({ route: '/mine', reference });
    await user.click(await screen.findByRole('button', { name: '系统公告' }));
    const dialog = within(await screen.findByRole('dialog', { name: '系统公告' }));
    const titles = await dialog.findAllByRole('heading', { level: 3 });
    expect(titles).toHaveLength(catalogue.notices.length);
    expect(dialog.getAllByText(/前$/).length).toBeGreaterThan(0);
  });

  it('shows the visitor’s favourites and their count on Mine', async () => {
    const [visitor] = catalogue.favouriteSeeds;
    const storage = createStorage({ adapter: memoryAdapter() });
    storage.set(storageKeys.uuid, visitor?.uuid ?? '');
    renderApp({ route: '/mine', storage, reference });
    const count = String(visitor?.favourites.length);
    expect(
      await screen.findByRole('link', { name: new RegExp(`我的收藏.*${count}`) }),
    ).toBeInTheDocument();
  });
});
