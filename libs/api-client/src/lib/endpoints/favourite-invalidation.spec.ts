import { http } from 'msw';
import { setupServer } from 'msw/node';
import {
  OWN_API,
  SHARE_API,
  createTestStore,
  envelopeReply,
  favouriteJson,
  pageJson,
} from '../test-support';
import { favouritesApi } from './favourites';
import { shareFavouritesApi } from './share-favourites';

const uuid = 'abc123';
const favourite = {
  id: 1,
  imgUrl: 'http://media.test/1/cover',
  imgType: 'jpeg',
  title: '测试视频',
  path: 'http://media.test/1/index.m3u8',
  createdAt: null,
};

/** Requests per `METHOD url-path`, answered from the contract's shapes. */
const counts = new Map<string, number>();
const server = setupServer(
  http.all('*', ({ request }) => {
    const { origin, pathname, searchParams } = new URL(request.url);
    const key = `${request.method} ${origin}${pathname}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (pathname === '/favorites/ids') return envelopeReply({ ids: [] });
    if (pathname === '/favorites/total') return envelopeReply({ total: 1 });
    if (request.method === 'GET')
      return envelopeReply(pageJson([favouriteJson({ id: Number(searchParams.get('page')) })]));
    return envelopeReply(null);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => counts.clear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SHARE_LIST = `GET ${SHARE_API}/favorites`;
const OWN_LIST = `GET ${OWN_API}/api/favorites`;
const IDS = `POST ${SHARE_API}/favorites/ids`;
const TOTAL = `GET ${SHARE_API}/favorites/total`;
const USERS = `GET ${SHARE_API}/favorites/user`;

/** Subscribes to every favourites read, as the screens would, and waits for the first replies. */
async function watchFavourites(store: ReturnType<typeof createTestStore>) {
  const endpoints = shareFavouritesApi.endpoints;
  await Promise.all([
    store.dispatch(endpoints.getFavourites.initiate({ uuid, page: 1 })),
    store.dispatch(favouritesApi.endpoints.getOwnFavourites.initiate({ uuid, page: 1 })),
    store.dispatch(endpoints.getFavouriteIds.initiate({ ids: [1, 2], uuid })),
    store.dispatch(endpoints.getFavouriteIds.initiate({ ids: [5], uuid })),
    store.dispatch(endpoints.getFavouriteTotal.initiate({ uuid })),
    store.dispatch(endpoints.getFavouriteUsers.initiate({ page: 1 })),
  ]);
  expect(counts.get(IDS)).toBe(2);
}

describe('favourite changes', () => {
  it.each([
    [
      'adding on the share service',
      (store: ReturnType<typeof createTestStore>) =>
        store.dispatch(shareFavouritesApi.endpoints.addFavourite.initiate({ favourite, uuid })),
    ],
    [
      'removing on the share service',
      (store: ReturnType<typeof createTestStore>) =>
        store.dispatch(shareFavouritesApi.endpoints.removeFavourite.initiate({ id: 1, uuid })),
    ],
    [
      'removing on the own API',
      (store: ReturnType<typeof createTestStore>) =>
        store.dispatch(favouritesApi.endpoints.removeOwnFavourite.initiate({ id: 1, uuid })),
    ],
  ])(
    '%s refetches both lists, the total, the users and the lookups of that id',
    async (_case, change) => {
      const store = createTestStore();
      await watchFavourites(store);
      await change(store);
      await vi.waitFor(() => {
        expect(counts.get(SHARE_LIST)).toBe(2);
        expect(counts.get(OWN_LIST)).toBe(2);
        expect(counts.get(TOTAL)).toBe(2);
        expect(counts.get(USERS)).toBe(2);
        // The lookup of [1, 2] again; the one of [5] is untouched.
        expect(counts.get(IDS)).toBe(3);
      });
    },
  );

  it('retries a list that had failed', async () => {
    server.use(
      http.get(`${SHARE_API}/favorites`, () => envelopeReply(null, { status: 500 }), {
        once: true,
      }),
    );
    const store = createTestStore();
    const first = await store.dispatch(
      shareFavouritesApi.endpoints.getFavourites.initiate({ uuid, page: 1 }),
    );
    expect(first.error).toMatchObject({ kind: 'network' });
    await store.dispatch(shareFavouritesApi.endpoints.addFavourite.initiate({ favourite, uuid }));
    await vi.waitFor(() =>
      expect(
        shareFavouritesApi.endpoints.getFavourites.select({ uuid, page: 1 })(store.getState()).data
          ?.items,
      ).toHaveLength(1),
    );
  });

  it('refetches even when the change failed, since the server may have applied it', async () => {
    server.use(http.delete(`${SHARE_API}/favorites`, () => envelopeReply(null, { status: 500 })));
    const store = createTestStore();
    await watchFavourites(store);
    const result = await store.dispatch(
      shareFavouritesApi.endpoints.removeFavourite.initiate({ id: 1, uuid }),
    );
    expect(result.error).toMatchObject({ kind: 'network' });
    await vi.waitFor(() => {
      expect(counts.get(SHARE_LIST)).toBe(2);
      expect(counts.get(OWN_LIST)).toBe(2);
    });
  });
});

describe('removing an own favourite', () => {
  const ownPage = (store: ReturnType<typeof createTestStore>, visitor: string) =>
    favouritesApi.endpoints.getOwnFavourites.select({ uuid: visitor, page: 1 })(store.getState())
      .data?.items;

  it('takes it out of the visitor’s cached pages before the server answers', async () => {
    const store = createTestStore();
    await store.dispatch(favouritesApi.endpoints.getOwnFavourites.initiate({ uuid, page: 1 }));
    await store.dispatch(
      favouritesApi.endpoints.getOwnFavourites.initiate({ uuid: 'someone', page: 1 }),
    );

    const removal = store.dispatch(
      favouritesApi.endpoints.removeOwnFavourite.initiate({ id: 1, uuid }),
    );

    expect(ownPage(store, uuid)).toEqual([]);
    expect(ownPage(store, 'someone')).toHaveLength(1);
    await removal;
  });

  it('puts it back when the removal failed', async () => {
    server.use(
      http.post(`${OWN_API}/api/favorites/remove`, () => envelopeReply(null, { status: 500 })),
    );
    const store = createTestStore();
    await store.dispatch(favouritesApi.endpoints.getOwnFavourites.initiate({ uuid, page: 1 }));

    const removal = store.dispatch(
      favouritesApi.endpoints.removeOwnFavourite.initiate({ id: 1, uuid }),
    );
    expect(ownPage(store, uuid)).toEqual([]);

    expect((await removal).error).toMatchObject({ kind: 'network' });
    await vi.waitFor(() => expect(ownPage(store, uuid)).toHaveLength(1));
  });
});
