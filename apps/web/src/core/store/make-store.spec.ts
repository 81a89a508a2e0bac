import { http, HttpResponse } from 'msw';
import { createMswHandlers, envelope, testConfig } from '@video/api-client/testing';
import { categoriesApi, ownApi, searchApi, shareApi } from '@video/api-client/react';
import {
  createStorage,
  type ExternalChangeListener,
  memoryAdapter,
  type StorageAdapter,
  storageKeys,
} from '@video/storage';
import { server } from '../../testing/msw-server';
import { makeStore } from './make-store';
import { tokenReceived } from './session-slice';

/** A store on the reference server with one reply in its cache, and a spy for the worker's. */
async function storeWithAReply(token = '') {
  server.use(...createMswHandlers());
  const storage = createStorage({ adapter: memoryAdapter() });
  storage.set(storageKeys.uuid, 'visitor001');
  const forgetKeptReplies = vi.fn();
  const store = makeStore({ config: testConfig, storage, forgetKeptReplies }, { token });
  await store.dispatch(categoriesApi.endpoints.getCategories.initiate());
  expect(Object.keys(store.getState()[ownApi.reducerPath].queries)).not.toHaveLength(0);
  return { store, storage, forgetKeptReplies };
}

/** A memory store another tab can write to, as localStorage's `storage` event reports it. */
function sharedAdapter(): StorageAdapter & {
  writeElsewhere(name: string, raw: string | null): void;
} {
  const own = memoryAdapter();
  const listeners = new Set<ExternalChangeListener>();
  return {
    ...own,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    writeElsewhere: (name, raw) => {
      if (raw === null) own.removeItem(name);
      else own.setItem(name, raw);
      for (const listener of listeners) listener(name);
    },
  };
}

const queriesOf = (store: Awaited<ReturnType<typeof storeWithAReply>>['store']) => [
  ...Object.keys(store.getState()[ownApi.reducerPath].queries),
  ...Object.keys(store.getState()[shareApi.reducerPath].queries),
];

describe('makeStore: replies belong to the visitor they were asked for', () => {
  it('forgets them, and the worker’s, when another token is taken', async () => {
    const { store, forgetKeptReplies } = await storeWithAReply('old-token');

    store.dispatch(tokenReceived('new-token'));

    expect(queriesOf(store)).toEqual([]);
    expect(forgetKeptReplies).toHaveBeenCalledOnce();
  });

  it('forgets them when the identification code changes, not when it is written unchanged', async () => {
    const { store, storage, forgetKeptReplies } = await storeWithAReply();

    storage.set(storageKeys.uuid, 'visitor001');
    expect(forgetKeptReplies).not.toHaveBeenCalled();
    storage.set(storageKeys.uuid, 'visitor002');

    expect(queriesOf(store)).toEqual([]);
    expect(forgetKeptReplies).toHaveBeenCalledOnce();
  });

  it.each([
    ['takes another token', 'other-token'],
    ['signs out', null],
  ])('follows another tab that %s, and forgets them', async (_case, raw) => {
    server.use(...createMswHandlers());
    const adapter = sharedAdapter();
    const storage = createStorage({ adapter });
    storage.set(storageKeys.token, 'old-token');
    const forgetKeptReplies = vi.fn();
    const store = makeStore({ config: testConfig, storage, forgetKeptReplies });
    await store.dispatch(categoriesApi.endpoints.getCategories.initiate());

    adapter.writeElsewhere('token', raw);

    expect(store.getState().session.token).toBe(raw ?? '');
    expect(queriesOf(store)).toEqual([]);
    expect(forgetKeptReplies).toHaveBeenCalledOnce();
  });

  it('forgets them on a sign-out: a 401, even one inside an HTTP 200', async () => {
    const { store, forgetKeptReplies } = await storeWithAReply('token');
    server.use(
      http.get('http://localhost/api/videoSearchHot', () =>
        HttpResponse.json(envelope(null, '登录已过期', 401)),
      ),
    );

    await store.dispatch(searchApi.endpoints.getHotSearches.initiate());

    expect(store.getState().session.token).toBe('');
    expect(queriesOf(store).filter((key) => !key.startsWith('getHotSearches'))).toEqual([]);
    expect(forgetKeptReplies).toHaveBeenCalled();
  });
});
