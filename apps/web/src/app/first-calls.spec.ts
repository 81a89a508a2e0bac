import { waitFor } from '@testing-library/react';
import { adsApi, categoriesApi, homeApi, videosApi } from '@video/api-client';
import { createMswHandlers, testConfig } from '@video/api-client/testing';
import { createStorage, memoryAdapter } from '@video/storage';
import { SHARE_BLOCK_QUERY } from '../features/home/first-calls';
import { server } from '../testing/msw-server';
import { startFirstCalls } from './routes';
import { makeStore } from './store/make-store';

/** A store over the reference server, and the paths it was asked for. */
function storeWithRequests() {
  server.use(...createMswHandlers());
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  const store = makeStore({ config: testConfig, storage: createStorage({ adapter: memoryAdapter() }) });
  return { store, paths };
}

describe('startFirstCalls', () => {
  afterEach(() => server.events.removeAllListeners());

  it.each(['/home', '/'])('puts the first replies of home (%s) in the cache', async (pathname) => {
    const { store, paths } = storeWithRequests();

    await startFirstCalls({ pathname, search: '' }, store.dispatch);

    const state = () => store.getState();
    await waitFor(() => {
      expect(adsApi.endpoints.getBannerTags.select()(state()).isSuccess).toBe(true);
      expect(categoriesApi.endpoints.getCategories.select()(state()).isSuccess).toBe(true);
      expect(homeApi.endpoints.getRecommended.select()(state()).isSuccess).toBe(true);
      expect(homeApi.endpoints.getHomeBlocks.select()(state()).isSuccess).toBe(true);
      expect(videosApi.endpoints.getVideos.select(SHARE_BLOCK_QUERY)(state()).isSuccess).toBe(true);
    });
    expect(paths).toHaveLength(5);
  });

  it('asks for the video of a player address, and for nothing with an unreadable id', async () => {
    const { store, paths } = storeWithRequests();

    await startFirstCalls({ pathname: '/playVideo', search: '?id=abc' }, store.dispatch);
    await startFirstCalls({ pathname: '/playVideo', search: '?id=7' }, store.dispatch);

    await waitFor(() =>
      expect(videosApi.endpoints.getVideo.select(7)(store.getState()).isSuccess).toBe(true),
    );
    expect(paths).toEqual(['/api/videoplay/7']);
  });

  it('asks for nothing on a screen without first calls', async () => {
    const { store, paths } = storeWithRequests();

    await startFirstCalls({ pathname: '/mine', search: '' }, store.dispatch);

    expect(paths).toEqual([]);
    expect(store.getState().ownApi.queries).toEqual({});
  });
});
