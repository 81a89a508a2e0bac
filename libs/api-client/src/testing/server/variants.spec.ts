import { configureStore } from '@reduxjs/toolkit';
import { Hono } from 'hono';
import { ALL_CATEGORY_ID, SHARE_VIDEO_TYPE } from '@video/domain';
import type { ApiExtra } from '../../lib/api-extra';
import { adsApi } from '../../lib/endpoints/ads';
import { categoriesApi } from '../../lib/endpoints/categories';
import { favouritesApi } from '../../lib/endpoints/favourites';
import { homeApi } from '../../lib/endpoints/home';
import { linksApi } from '../../lib/endpoints/links';
import { noticesApi } from '../../lib/endpoints/notices';
import { rankApi } from '../../lib/endpoints/rank';
import { searchApi } from '../../lib/endpoints/search';
import { shareCheckApi } from '../../lib/endpoints/share';
import { shareFavouritesApi } from '../../lib/endpoints/share-favourites';
import { videosApi } from '../../lib/endpoints/videos';
import { ownApi } from '../../lib/own-api';
import { shareApi } from '../../lib/share-api';
import { createCatalogue } from '../catalogue/create-catalogue';
import { referenceConfig } from '../test-config';
import { createReferenceApi } from './reference-api';
import { variantOf, variantsMiddleware } from './variants';

const ORIGIN = 'http://localhost';
const catalogue = createCatalogue();
const [visitor] = catalogue.favouriteSeeds;
const shareVideo = catalogue.videos.find(({ typeId }) => typeId === SHARE_VIDEO_TYPE);
const tag = catalogue.tags[0];

/** A store whose calls the reference server answers, plainly or in its variants mode. */
function storeFor(variants: boolean) {
  const api = createReferenceApi({ catalogue, variants });
  const extra: ApiExtra = {
    getConfig: () => referenceConfig(ORIGIN),
    getToken: () => null,
    getVisitorCode: () => visitor?.uuid ?? null,
    fetch: async (input, init) => api.fetch(new Request(input, init)),
  };
  return configureStore({
    reducer: { [ownApi.reducerPath]: ownApi.reducer, [shareApi.reducerPath]: shareApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(
        ownApi.middleware,
        shareApi.middleware,
      ),
  });
}
type Store = ReturnType<typeof storeFor>;

/** Every read of the contract, with arguments that have something to show (and some that do not). */
const calls: Record<string, (store: Store) => PromiseLike<{ data?: unknown; error?: unknown }>> = {
  categories: (s) => s.dispatch(categoriesApi.endpoints.getCategories.initiate()),
  'home blocks': (s) => s.dispatch(homeApi.endpoints.getHomeBlocks.initiate()),
  recommended: (s) => s.dispatch(homeApi.endpoints.getRecommended.initiate()),
  'a list page': (s) =>
    s.dispatch(videosApi.endpoints.getVideos.initiate({ typeId: 1, orderby: 'new', page: 2 })),
  'a list page past the end': (s) =>
    s.dispatch(videosApi.endpoints.getVideos.initiate({ typeId: 1, orderby: 'hot', page: 99 })),
  'a video': (s) => s.dispatch(videosApi.endpoints.getVideo.initiate(catalogue.videos[0].id)),
  'a tag’s videos': (s) =>
    s.dispatch(videosApi.endpoints.getVideosByTag.initiate({ tagId: tag.id, page: 1 })),
  'may like': (s) => s.dispatch(videosApi.endpoints.getMayLike.initiate({ page: 1 })),
  search: (s) =>
    s.dispatch(searchApi.endpoints.searchVideos.initiate({ keyword: '江南', page: 1 })),
  'a search with no match': (s) =>
    s.dispatch(searchApi.endpoints.searchVideos.initiate({ keyword: '不存在的词', page: 1 })),
  'hot searches': (s) => s.dispatch(searchApi.endpoints.getHotSearches.initiate()),
  ranking: (s) =>
    s.dispatch(rankApi.endpoints.getRanking.initiate({ typeId: ALL_CATEGORY_ID, page: 1 })),
  'pageview ranking': (s) => s.dispatch(rankApi.endpoints.getPageviewRanking.initiate('week')),
  notices: (s) => s.dispatch(noticesApi.endpoints.getNotices.initiate({ page: 1 })),
  'player ads': (s) => s.dispatch(adsApi.endpoints.getAds.initiate('PLAYBEFORE')),
  'banner tags': (s) => s.dispatch(adsApi.endpoints.getBannerTags.initiate()),
  'banner ads': (s) => s.dispatch(adsApi.endpoints.getBannerAds.initiate(0)),
  'check-in link': (s) => s.dispatch(linksApi.endpoints.getAppLink.initiate('checkin')),
  'own favourites': (s) =>
    s.dispatch(
      favouritesApi.endpoints.getOwnFavourites.initiate({ uuid: visitor?.uuid ?? '', page: 1 }),
    ),
  'share favourites': (s) =>
    s.dispatch(
      shareFavouritesApi.endpoints.getFavourites.initiate({ uuid: visitor?.uuid ?? '', page: 1 }),
    ),
  'favourite total': (s) =>
    s.dispatch(
      shareFavouritesApi.endpoints.getFavouriteTotal.initiate({ uuid: visitor?.uuid ?? '' }),
    ),
  'favourite users, page 1': (s) =>
    s.dispatch(shareFavouritesApi.endpoints.getFavouriteUsers.initiate({ page: 1 })),
  'favourite users, page 2': (s) =>
    s.dispatch(shareFavouritesApi.endpoints.getFavouriteUsers.initiate({ page: 2 })),
  'a share count': (s) =>
    s.dispatch(
      shareCheckApi.endpoints.getShareCount.initiate({ id: shareVideo?.id ?? 1, uuid: 'abc123' }),
    ),
};

/** A page's next-page link says only whether there is one: the client never follows its text. */
function comparable(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('nextPageUrl' in data)) return data;
  return { ...data, nextPageUrl: data.nextPageUrl !== null };
}

describe('the reference server’s variants mode', () => {
  it.each(Object.entries(calls))('gives the client the same %s', async (_name, call) => {
    const plain = await call(storeFor(false));
    const variant = await call(storeFor(true));
    expect(plain.error).toBeUndefined();
    expect(variant.error).toBeUndefined();
    expect(comparable(variant.data)).toEqual(comparable(plain.data));
  });

  it('answers a 401 with HTTP 200, the code in the body', async () => {
    const app = new Hono();
    app.use('*', variantsMiddleware());
    app.get('/api/secret', (c) => c.json({ code: 401, msg: '请先登录', rescont: null }, 401));
    const reply = await app.fetch(new Request(`${ORIGIN}/api/secret`));
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ code: '401', msg: '请先登录', rescont: null });
  });

  it('writes numbers as text, dates as Unix seconds and an empty list as null', () => {
    expect(variantOf({ id: 3, created_at: '2024-05-01 12:00:00', labls: [], rank: null })).toEqual({
      id: '3',
      created_at: Date.UTC(2024, 4, 1, 4) / 1000,
      labls: null,
      rank: null,
    });
  });

  it('sends an empty page without its data', () => {
    expect(variantOf({ current_page: 3, data: [], next_page_url: null, total: 20 })).toEqual({
      current_page: '3',
      next_page_url: null,
      total: '20',
    });
  });
});
