import { waitFor } from '@testing-library/react';
import { adsApi, categoriesApi, homeApi, noticesApi, videosApi } from '@video/api-client/react';
import { createMswHandlers, testConfig } from '@video/api-client/testing';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { SHARE_BLOCK_QUERY } from '../features/home/first-calls';
import { server } from '../testing/msw-server';
import type { FirstCallServices } from '../core/first-calls';
import { startFirstCalls } from './routes';
import { makeStore } from '../core/store/make-store';
import type { SessionState } from '../core/store/session-slice';

/**
 * A store over the reference server, the paths it was asked for, and the services first calls
 * use: the storage and an image loader that records what it was asked to load.
 */
function storeWithRequests(session?: Partial<SessionState>) {
  server.use(...createMswHandlers());
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  const storage = createStorage({ adapter: memoryAdapter() });
  const store = makeStore({ config: testConfig, storage }, session);
  const loaded: string[] = [];
  const services: FirstCallServices = {
    storage,
    startLeadImage: (address) =>
      void address.then((image) => {
        if (image) loaded.push(image.url);
      }),
  };
  return { store, paths, services, loaded };
}

describe('startFirstCalls', () => {
  afterEach(() => server.events.removeAllListeners());

  it.each(['/home', '/'])('puts the first replies of home (%s) in the cache', async (pathname) => {
    const { store, paths, services } = storeWithRequests();

    startFirstCalls({ pathname, search: '' }, store, services);

    const state = () => store.getState();
    await waitFor(() => {
      expect(adsApi.endpoints.getBannerTags.select()(state()).isSuccess).toBe(true);
      expect(categoriesApi.endpoints.getCategories.select()(state()).isSuccess).toBe(true);
      expect(homeApi.endpoints.getRecommended.select()(state()).isSuccess).toBe(true);
      expect(homeApi.endpoints.getHomeBlocks.select()(state()).isSuccess).toBe(true);
      expect(videosApi.endpoints.getVideos.select(SHARE_BLOCK_QUERY)(state()).isSuccess).toBe(true);
      // …and the banners of the first tag.
      expect(paths).toHaveLength(6);
    });
  });

  it('brings the banners of the stored tag beside the tags and starts the first banner image on home', async () => {
    const { store, paths, services, loaded } = storeWithRequests({ isShowAd: true });
    const order: string[] = [];
    server.events.on('request:start', ({ request }) => {
      order.push(`asked ${new URL(request.url).pathname}`);
    });
    server.events.on('response:mocked', ({ request }) => {
      order.push(`answered ${new URL(request.url).pathname}`);
    });
    services.storage.set(storageKeys.bannerType, '2');

    startFirstCalls({ pathname: '/home', search: '' }, store, services);

    await waitFor(() => expect(loaded).toHaveLength(1));
    const banners = adsApi.endpoints.getBannerAds.select(2)(store.getState()).data;
    expect(loaded).toEqual([banners?.[0]?.image?.url]);
    // Asked for once, before the tags were answered.
    expect(paths.filter((path) => path === '/api/adinfo/BANNER/2')).toHaveLength(1);
    const tagsAnswered = order.indexOf('answered /api/adsort');
    expect(tagsAnswered).toBeGreaterThan(-1);
    expect(order.indexOf('asked /api/adinfo/BANNER/2')).toBeLessThan(tagsAnswered);
  });

  it('asks for the banners of the tag shown when the stored tag no longer exists', async () => {
    const { store, paths, services, loaded } = storeWithRequests({ isShowAd: true });
    services.storage.set(storageKeys.bannerType, '999');

    startFirstCalls({ pathname: '/home', search: '' }, store, services);

    await waitFor(() => expect(loaded).toHaveLength(1));
    const tags = adsApi.endpoints.getBannerTags.select()(store.getState()).data;
    expect(paths).toContain(`/api/adinfo/BANNER/${tags?.[0]?.id}`);
  });

  it('asks for nothing while the auth flag is on and there is no token: the visitor goes to vendor', async () => {
    const { store, paths, services } = storeWithRequests();

    startFirstCalls({ pathname: '/home', search: '' }, store, services, {
      authRequired: true,
    });

    expect(paths).toEqual([]);
    expect(store.getState().ownApi.queries).toEqual({});
  });

  it('asks as usual with the auth flag on and a token', async () => {
    const { store, paths, services } = storeWithRequests({ token: 'tok-1' });

    startFirstCalls({ pathname: '/mine', search: '' }, store, services, {
      authRequired: true,
    });

    await waitFor(() => expect(paths).toContain('/api/sysnotice'));
  });

  it('asks for the video of a player address and then its cover, and for nothing with an unreadable id', async () => {
    const { store, paths, services, loaded } = storeWithRequests({ isShowAd: false });

    startFirstCalls({ pathname: '/playVideo', search: '?id=abc' }, store, services);
    startFirstCalls({ pathname: '/playVideo', search: '?id=7' }, store, services);

    await waitFor(() => expect(loaded).toHaveLength(1));
    const video = videosApi.endpoints.getVideo.select(7)(store.getState()).data;
    expect(loaded).toEqual([video?.cover?.url]);
    expect(paths).toEqual(['/api/videoplay/7']);
  });

  it('asks for the pre-roll ads beside the video when ads are on', async () => {
    const { store, paths, services } = storeWithRequests({ isShowAd: true });

    startFirstCalls({ pathname: '/playVideo', search: '?id=7' }, store, services);

    await waitFor(() =>
      expect(adsApi.endpoints.getAds.select('PLAYBEFORE')(store.getState()).isSuccess).toBe(true),
    );
    expect(paths.sort()).toEqual(['/api/adinfo/PLAYBEFORE', '/api/videoplay/7']);
  });

  it.each([
    [true, ['/api/sysnotice', '/api/adinfo/USER']],
    [false, ['/api/sysnotice']],
  ])('asks for the notices of mine, and its ads when they are on (%s)', async (adsOn, asked) => {
    const { store, paths, services, loaded } = storeWithRequests({ isShowAd: adsOn });

    startFirstCalls({ pathname: '/mine', search: '' }, store, services);

    await waitFor(() =>
      expect(noticesApi.endpoints.getNotices.select({ page: 1 })(store.getState()).isSuccess).toBe(
        true,
      ),
    );
    if (adsOn) {
      // …and the first exchange ad's image, the screen's largest paint.
      await waitFor(() => expect(loaded).toHaveLength(1));
      const ads = adsApi.endpoints.getAds.select('USER')(store.getState()).data;
      expect(loaded).toEqual([ads?.[0]?.image?.url]);
    } else {
      expect(loaded).toEqual([]);
    }
    expect(paths.sort()).toEqual(asked.sort());
  });

  it('asks for the categories and the first page of a list address, then its first cover', async () => {
    const { store, paths, services, loaded } = storeWithRequests();

    startFirstCalls({ pathname: '/list', search: '?typeId=1&orderby=hot' }, store, services);

    const arg = { typeId: 1, orderby: 'hot', page: 1 } as const;
    await waitFor(() => expect(loaded).toHaveLength(1));
    const firstPage = videosApi.endpoints.getVideos.select(arg)(store.getState()).data;
    expect(loaded).toEqual([firstPage?.items[0]?.cover?.url]);
    expect(categoriesApi.endpoints.getCategories.select()(store.getState()).isSuccess).toBe(true);
    expect(paths.sort()).toEqual(['/api/videosort', '/api/videosort/1']);
  });

  it('asks for nothing on a screen without first calls', async () => {
    const { store, paths, services } = storeWithRequests();

    startFirstCalls({ pathname: '/search', search: '' }, store, services);

    expect(paths).toEqual([]);
    expect(store.getState().ownApi.queries).toEqual({});
  });
});
