import { waitFor } from '@testing-library/react';
import { createArrivalCalls } from '@video/api-client';
import {
  adsApi,
  categoriesApi,
  homeApi,
  noticesApi,
  rankApi,
  takeOverArrivalCalls,
  videosApi,
} from '@video/api-client/react';
import { createMswHandlers, testConfig } from '@video/api-client/testing';
import { encodeShareId, SHARE_VIDEO_TYPE, SHORT_VIDEO_TYPE, visibleVideos } from '@video/domain';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import {
  exchangeAds,
  feedFirstPage,
  FIRST_RANKING,
  listFirstPage,
  newestShareVideos,
  notices,
  prerollAds,
  routes,
} from '@video/routes';
import { server } from '../../testing/msw-server';
import { makeStore } from '../../core/store/make-store';
import { startArrivalCalls } from './arrival-plans';

/**
 * Arrival calls over the reference server and a store that takes them over, as the app's start and
 * boot do, with what the server was asked and answered, in order.
 */
function firstVisit(adsShown = true) {
  server.use(...createMswHandlers());
  const events: string[] = [];
  server.events.on('request:start', ({ request }) => {
    events.push(`asked ${new URL(request.url).pathname}`);
  });
  server.events.on('response:mocked', ({ request }) => {
    events.push(`answered ${new URL(request.url).pathname}`);
  });
  const calls = createArrivalCalls({ config: testConfig, fetch, token: null });
  const storage = createStorage({ adapter: memoryAdapter() });
  const store = makeStore({ config: testConfig, storage, fetch: calls.fetch });
  takeOverArrivalCalls(store.dispatch, calls);
  const start = (pathname: string, search = '', released: Promise<unknown> = Promise.resolve()) =>
    startArrivalCalls({ pathname, search }, { calls, storage, adsShown }, released);
  const asked = () =>
    events.filter((event) => event.startsWith('asked ')).map((event) => event.slice(6));
  return { store, storage, events, asked, start };
}

describe('the arrival calls of a first visit', () => {
  afterEach(() => server.events.removeAllListeners());

  it.each(['/home', '/', '/home/'])(
    'on home (%s), lead to the first banner of the first tag, then fill the feed',
    async (pathname) => {
      const { store, asked, start } = firstVisit();

      const image = await start(pathname);

      const state = () => store.getState();
      await waitFor(() => {
        expect(categoriesApi.endpoints.getCategories.select()(state()).isSuccess).toBe(true);
        expect(homeApi.endpoints.getRecommended.select()(state()).isSuccess).toBe(true);
        expect(homeApi.endpoints.getHomeBlocks.select()(state()).isSuccess).toBe(true);
        expect(
          videosApi.endpoints.getVideos.select(newestShareVideos.args)(state()).isSuccess,
        ).toBe(true);
      });
      const firstTag = adsApi.endpoints.getBannerTags.select()(state()).data?.[0]?.id ?? -1;
      const banners = adsApi.endpoints.getBannerAds.select(firstTag)(state()).data;
      expect(image).toBeTruthy();
      expect(image).toEqual(banners?.[0]?.image);
      // Each asked for once: the store took every arrival reply over.
      expect(asked().sort()).toEqual(
        [
          '/api/adsort',
          `/api/adinfo/BANNER/${firstTag}`,
          '/api/videosort',
          '/api/videorecommand',
          '/api/videoindex',
          `/api/videosort/${newestShareVideos.args.typeId}`,
        ].sort(),
      );
    },
  );

  it('on home, make the other calls only once released', async () => {
    const { asked, start } = firstVisit();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });

    await start('/home', '', released);
    expect(asked().filter((path) => !path.startsWith('/api/ad'))).toEqual([]);

    release();
    await waitFor(() => expect(asked()).toContain('/api/videoindex'));
  });

  it("on home, ask for the stored tag's banners beside the tags", async () => {
    const { store, storage, events, start } = firstVisit();
    storage.set(storageKeys.bannerType, '2');

    const image = await start('/home');

    const banners = () => adsApi.endpoints.getBannerAds.select(2)(store.getState()).data;
    await waitFor(() => expect(banners()).toBeDefined());
    expect(image).toEqual(banners()?.[0]?.image);
    expect(events.filter((event) => event === 'asked /api/adinfo/BANNER/2')).toHaveLength(1);
    expect(events.indexOf('asked /api/adinfo/BANNER/2')).toBeLessThan(
      events.indexOf('answered /api/adsort'),
    );
  });

  it('on home, take the first tag when the stored one no longer exists; no banners with ads off', async () => {
    const visit = firstVisit();
    visit.storage.set(storageKeys.bannerType, '999');
    await visit.start('/home');
    await waitFor(() =>
      expect(adsApi.endpoints.getBannerTags.select()(visit.store.getState()).data).toBeDefined(),
    );
    const firstTag = adsApi.endpoints.getBannerTags.select()(visit.store.getState()).data?.[0]?.id;
    expect(visit.asked()).toContain(`/api/adinfo/BANNER/${firstTag}`);

    const adsOff = firstVisit(false);
    expect(await adsOff.start('/home')).toBeNull();
    await waitFor(() => expect(adsOff.asked()).toContain('/api/videoindex'));
    expect(adsOff.asked().filter((path) => path.startsWith('/api/ad'))).toEqual([]);
  });

  it('on a list, lead to the first cover of the first page, asked past the caches, then the categories', async () => {
    const { store, asked, start } = firstVisit();

    const image = await start('/list', '?typeId=1&orderby=hot');

    const arg = listFirstPage(
      routes.list.read({ pathname: '/list', search: '?typeId=1&orderby=hot' }),
    ).args;
    await waitFor(() =>
      expect(categoriesApi.endpoints.getCategories.select()(store.getState()).isSuccess).toBe(true),
    );
    const firstPage = videosApi.endpoints.getVideos.select(arg)(store.getState()).data;
    expect(image).toEqual(firstPage?.items[0]?.cover);
    expect(asked().sort()).toEqual(['/api/videosort', '/api/videosort/1']);
  });

  it("on a player, lead to the video's cover, then the pre-roll ads; nothing for an unreadable id", async () => {
    const { store, asked, start } = firstVisit();

    expect(await start('/playVideo', '?id=abc')).toBeNull();
    const image = await start('/playVideo', '?id=7');

    await waitFor(() =>
      expect(adsApi.endpoints.getAds.select(prerollAds.args)(store.getState()).isSuccess).toBe(
        true,
      ),
    );
    expect(image).toEqual(videosApi.endpoints.getVideo.select(7)(store.getState()).data?.cover);
    expect(asked().sort()).toEqual(['/api/adinfo/PLAYBEFORE', '/api/videoplay/7']);
  });

  it.each([
    [true, ['/api/adinfo/PLAYINFO', '/api/videoplay/7', `/api/videosort/${SHARE_VIDEO_TYPE}`]],
    [false, ['/api/videoplay/7', `/api/videosort/${SHARE_VIDEO_TYPE}`]],
  ])(
    "on the share player, lead to the film's cover, then the share videos and, ads on (%s), its ad",
    async (adsOn, paths) => {
      const { store, asked, start } = firstVisit(adsOn);

      expect(await start('/playVideoShare', '?id=not-a-share-id')).toBeNull();
      const image = await start('/playVideoShare', `?id=${encodeShareId(7)}`);

      const state = () => store.getState();
      await waitFor(() =>
        expect(
          videosApi.endpoints.getVideos.select(newestShareVideos.args)(state()).isSuccess,
        ).toBe(true),
      );
      expect(image).toEqual(videosApi.endpoints.getVideo.select(7)(state()).data?.cover);
      expect(asked().sort()).toEqual(paths);
    },
  );

  it('on the ranking, lead to the first ranked video’s cover, then the categories', async () => {
    const { store, asked, start } = firstVisit();

    const image = await start('/rank');

    const select = () => rankApi.endpoints.getRanking.select(FIRST_RANKING.args)(store.getState());
    await waitFor(() => {
      expect(select().isSuccess).toBe(true);
      expect(categoriesApi.endpoints.getCategories.select()(store.getState()).isSuccess).toBe(true);
    });
    expect(image).toBeTruthy();
    expect(image).toEqual(visibleVideos(select().data?.items ?? [])[0]?.cover);
    expect(asked().sort()).toEqual(['/api/rank', '/api/videosort']);
  });

  /** The feed's first page once the store has taken it over. */
  async function feedPage(store: ReturnType<typeof firstVisit>['store']) {
    const select = () => videosApi.endpoints.getVideos.select(feedFirstPage.args)(store.getState());
    await waitFor(() => expect(select().isSuccess).toBe(true));
    return select().data?.items ?? [];
  }

  it.each([
    [true, ['/api/adinfo/SHORT_VIDEO', `/api/videosort/${SHORT_VIDEO_TYPE}`]],
    [false, [`/api/videosort/${SHORT_VIDEO_TYPE}`]],
  ])(
    'on the feed, lead to the first clip’s cover, then, ads on (%s), the feed’s ads',
    async (adsOn, paths) => {
      const { store, asked, start } = firstVisit(adsOn);

      const image = await start('/shortVideo');

      expect(image).toBeTruthy();
      expect(image).toEqual(visibleVideos(await feedPage(store))[0]?.cover);
      await waitFor(() => expect(asked().sort()).toEqual(paths));
    },
  );

  it('on the feed opened at a shared clip, lead to that clip’s cover, the first page beside it', async () => {
    const { store, asked, start } = firstVisit(false);
    await start('/shortVideo');
    const clip = (await feedPage(store)).at(-1);
    if (!clip) throw new Error('the demo feed has no clips');

    const image = await start('/shortVideo', `?id=${clip.id}`);

    expect(image).toEqual(clip.cover);
    expect(asked()).toContain(`/api/videoplay/${clip.id}`);
  });

  it('on the feed opened at an unknown clip, lead to the first clip’s cover', async () => {
    const { store, start } = firstVisit(false);

    const image = await start('/shortVideo', '?id=999999');

    expect(image).toEqual(visibleVideos(await feedPage(store))[0]?.cover);
  });

  it.each([
    [true, ['/api/adinfo/USER', '/api/sysnotice']],
    [false, ['/api/sysnotice']],
  ])(
    'on mine, lead to the first exchange ad with ads on (%s), then the notices',
    async (adsOn, paths) => {
      const { store, asked, start } = firstVisit(adsOn);

      const image = await start('/mine');

      await waitFor(() =>
        expect(
          noticesApi.endpoints.getNotices.select(notices.args)(store.getState()).isSuccess,
        ).toBe(true),
      );
      const ads = adsApi.endpoints.getAds.select(exchangeAds.args)(store.getState()).data;
      expect(image ?? null).toEqual(adsOn ? ads?.[0]?.image : null);
      expect(asked().sort()).toEqual(paths);
    },
  );

  it('ask for nothing on a screen without arrival calls', async () => {
    const { asked, start } = firstVisit();

    expect(await start('/search')).toBeNull();
    expect(await start('/toString')).toBeNull();
    expect(asked()).toEqual([]);
  });
});
