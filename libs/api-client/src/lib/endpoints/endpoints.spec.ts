import { http } from 'msw';
import { setupServer } from 'msw/node';
import {
  OWN_API,
  SHARE_API,
  adJson,
  categoryJson,
  createTestStore,
  envelopeReply,
  favouriteJson,
  noticeJson,
  pageJson,
  testConfig,
  videoJson,
} from '../test-support';
import type { DecodedRequest } from '../api-request';
import { adsRequest, bannerAdsRequest, bannerTagsRequest } from '../requests/ads';
import { categoriesRequest } from '../requests/categories';
import { ownFavouritesRequest, removeOwnFavouriteRequest } from '../requests/favourites';
import { sendFeedbackRequest } from '../requests/feedback';
import { homeBlocksRequest, recommendedRequest } from '../requests/home';
import { appLinkRequest } from '../requests/links';
import { mayLikeRequest } from '../requests/may-like';
import { noticesRequest } from '../requests/notices';
import { pageviewRankingRequest } from '../requests/pageview-rank';
import { rankingRequest } from '../requests/rank';
import { hotSearchesRequest, searchRequest } from '../requests/search';
import { shareCountRequest, visitShareLinkRequest } from '../requests/share';
import {
  addFavouriteRequest,
  favouriteIdsRequest,
  favouritesRequest,
  favouriteTotalRequest,
  favouriteUsersRequest,
  removeFavouriteRequest,
  userVideosRequest,
} from '../requests/share-favourites';
import { tagVideosRequest } from '../requests/tag-videos';
import { videoListRequest, videoRequest } from '../requests/videos';
import { sendRequest } from '../send-request';
import { adsApi } from './ads';
import { categoriesApi } from './categories';
import { favouritesApi } from './favourites';
import { feedbackApi } from './feedback';
import { homeApi } from './home';
import { linksApi } from './links';
import { noticesApi } from './notices';
import { rankApi } from './rank';
import { searchApi } from './search';
import { shareCheckApi } from './share';
import { shareFavouritesApi } from './share-favourites';
import { videosApi } from './videos';

type TestStore = ReturnType<typeof createTestStore>;

interface Case {
  readonly call: (store: TestStore) => PromiseLike<{ data?: unknown; error?: unknown }>;
  /** The core's request of the same call, which `sendRequest` sends without a store. */
  readonly request: DecodedRequest<unknown>;
  readonly method: string;
  /** Without the query string. */
  readonly url: string;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  readonly rescont: unknown;
  readonly expected: unknown;
  /** What the request decodes to, where the endpoint transforms it further. */
  readonly requestExpected?: unknown;
}

const video = expect.objectContaining({
  id: 1,
  title: '测试视频',
  duration: '03:25',
  videoPath: 'http://media.test/1/index.m3u8',
  createdAt: Date.UTC(2024, 2, 15, 4),
});
const videoPageJson = pageJson([videoJson()], { next_page_url: 'http://api.test/next' });
const videoPage = {
  items: [video],
  nextPageUrl: 'http://api.test/next',
  total: 1,
  perPage: 20,
  currentPage: 1,
};
const ad = {
  url: 'http://ad.test/',
  image: { url: 'http://media.test/ad', type: 'png' },
  title: '广告',
  videoPath: null,
  durationSeconds: null,
};
const favourite = {
  id: 1,
  imgUrl: 'http://media.test/1/cover',
  imgType: 'jpeg',
  title: '测试视频',
  path: 'http://media.test/1/index.m3u8',
  createdAt: Date.UTC(2024, 2, 15, 4),
};
const favouritePage = {
  items: [favourite],
  nextPageUrl: null,
  total: 1,
  perPage: 20,
  currentPage: 1,
};
const uuid = 'abc123';

const cases: Record<string, Case> = {
  getCategories: {
    call: (store) => store.dispatch(categoriesApi.endpoints.getCategories.initiate()),
    request: categoriesRequest(),
    method: 'GET',
    url: `${OWN_API}/api/videosort`,
    rescont: [categoryJson()],
    expected: [expect.objectContaining({ id: 3, name: '电影', typeId: 3, videos: [] })],
  },
  getVideos: {
    call: (store) =>
      store.dispatch(
        videosApi.endpoints.getVideos.initiate({ typeId: 59, orderby: 'hot', page: 2 }),
      ),
    request: videoListRequest({ typeId: 59, orderby: 'hot', page: 2 }),
    method: 'GET',
    url: `${OWN_API}/api/videosort/59`,
    query: { orderby: 'hot', page: '2' },
    rescont: videoPageJson,
    expected: videoPage,
  },
  getVideo: {
    call: (store) => store.dispatch(videosApi.endpoints.getVideo.initiate(1)),
    request: videoRequest(1),
    method: 'GET',
    url: `${OWN_API}/api/videoplay/1`,
    query: { uuid: '1' },
    rescont: videoJson(),
    expected: video,
  },
  getVideosByTag: {
    call: (store) =>
      store.dispatch(videosApi.endpoints.getVideosByTag.initiate({ tagId: 7, page: 1 })),
    request: tagVideosRequest({ tagId: 7, page: 1 }),
    method: 'GET',
    url: `${OWN_API}/api/videotopic/7`,
    query: { page: '1' },
    rescont: videoPageJson,
    expected: videoPage,
  },
  getMayLike: {
    call: (store) => store.dispatch(videosApi.endpoints.getMayLike.initiate({ page: 3 })),
    request: mayLikeRequest({ page: 3 }),
    method: 'GET',
    url: `${OWN_API}/api/videomaylike`,
    query: { page: '3' },
    rescont: videoPageJson,
    expected: videoPage,
  },
  getHomeBlocks: {
    call: (store) => store.dispatch(homeApi.endpoints.getHomeBlocks.initiate()),
    request: homeBlocksRequest(),
    method: 'GET',
    url: `${OWN_API}/api/videoindex`,
    rescont: [adJson(), categoryJson({ list: [videoJson()] })],
    expected: [
      { kind: 'ad', ad },
      { kind: 'category', category: expect.objectContaining({ id: 3, videos: [video] }) },
    ],
  },
  getRecommended: {
    call: (store) => store.dispatch(homeApi.endpoints.getRecommended.initiate()),
    request: recommendedRequest(),
    method: 'GET',
    url: `${OWN_API}/api/videorecommand`,
    rescont: [videoJson()],
    expected: [video],
  },
  searchVideos: {
    call: (store) =>
      store.dispatch(searchApi.endpoints.searchVideos.initiate({ keyword: '风景', page: 1 })),
    request: searchRequest({ keyword: '风景', page: 1 }),
    method: 'GET',
    url: `${OWN_API}/api/videosort/0`,
    query: { serach: '风景', page: '1' },
    rescont: videoPageJson,
    expected: videoPage,
  },
  getHotSearches: {
    call: (store) => store.dispatch(searchApi.endpoints.getHotSearches.initiate()),
    request: hotSearchesRequest(),
    method: 'GET',
    url: `${OWN_API}/api/videoSearchHot`,
    rescont: [{ title: '热搜', lists: ['风景'] }],
    expected: [{ title: '热搜', keywords: ['风景'] }],
  },
  'getAds USER': {
    call: (store) => store.dispatch(adsApi.endpoints.getAds.initiate('USER')),
    request: adsRequest('USER'),
    method: 'GET',
    url: `${OWN_API}/api/adinfo/USER`,
    rescont: [adJson()],
    expected: [ad],
  },
  'getAds PLAYBEFORE': {
    call: (store) => store.dispatch(adsApi.endpoints.getAds.initiate('PLAYBEFORE')),
    request: adsRequest('PLAYBEFORE'),
    method: 'GET',
    url: `${OWN_API}/api/adinfo/PLAYBEFORE`,
    rescont: [adJson({ videopath: 'http://media.test/ad.m3u8', duration: 5 })],
    expected: [{ ...ad, videoPath: 'http://media.test/ad.m3u8', durationSeconds: 5 }],
  },
  'getAds EXPLODE': {
    call: (store) => store.dispatch(adsApi.endpoints.getAds.initiate('EXPLODE')),
    request: adsRequest('EXPLODE'),
    method: 'GET',
    url: `${OWN_API}/api/adinfo/EXPLODE/0`,
    rescont: [adJson()],
    expected: [ad],
  },
  getBannerAds: {
    call: (store) => store.dispatch(adsApi.endpoints.getBannerAds.initiate(4)),
    request: bannerAdsRequest(4),
    method: 'GET',
    url: `${OWN_API}/api/adinfo/BANNER/4`,
    rescont: [adJson()],
    expected: [ad],
  },
  getBannerTags: {
    call: (store) => store.dispatch(adsApi.endpoints.getBannerTags.initiate()),
    request: bannerTagsRequest(),
    method: 'GET',
    url: `${OWN_API}/api/adsort`,
    rescont: [{ id: 4, name: '热门' }],
    expected: [{ id: 4, name: '热门' }],
  },
  'getAppLink checkin': {
    call: (store) => store.dispatch(linksApi.endpoints.getAppLink.initiate('checkin')),
    request: appLinkRequest('checkin'),
    method: 'GET',
    url: `${OWN_API}/api/applink/checkin`,
    rescont: { url: 'http://checkin.test/' },
    expected: 'http://checkin.test/',
  },
  getNotices: {
    call: (store) => store.dispatch(noticesApi.endpoints.getNotices.initiate({ page: 1 })),
    request: noticesRequest({ page: 1 }),
    method: 'GET',
    url: `${OWN_API}/api/sysnotice`,
    query: { page: '1' },
    rescont: pageJson([noticeJson()]),
    expected: expect.objectContaining({
      items: [expect.objectContaining({ id: 5, content: '<p>欢迎</p>' })],
    }),
  },
  sendFeedback: {
    call: (store) =>
      store.dispatch(
        feedbackApi.endpoints.sendFeedback.initiate({
          device: 2,
          title: '播放卡顿',
          video_id: null,
          content: '一直在加载中啊',
          uuid,
        }),
      ),
    request: sendFeedbackRequest({
      device: 2,
      title: '播放卡顿',
      video_id: null,
      content: '一直在加载中啊',
      uuid,
    }),
    method: 'POST',
    url: `${OWN_API}/api/syssuggest`,
    body: { device: 2, title: '播放卡顿', video_id: null, content: '一直在加载中啊', uuid },
    rescont: null,
    expected: 'ok',
    // The endpoint resolves to the reply's `msg`; the request decodes `rescont` (and the message
    // is the call's `meta.message`).
    requestExpected: null,
  },
  getRanking: {
    call: (store) => store.dispatch(rankApi.endpoints.getRanking.initiate({ typeId: 0, page: 1 })),
    request: rankingRequest({ typeId: 0, page: 1 }),
    method: 'GET',
    url: `${OWN_API}/api/rank`,
    query: { type: '0', page: '1' },
    rescont: pageJson([videoJson({ rank: 1 })]),
    expected: expect.objectContaining({ items: [expect.objectContaining({ id: 1, rank: 1 })] }),
  },
  getPageviewRanking: {
    call: (store) => store.dispatch(rankApi.endpoints.getPageviewRanking.initiate('week')),
    request: pageviewRankingRequest('week'),
    method: 'GET',
    url: `${OWN_API}/api/rank/pageviews/week`,
    rescont: [videoJson({ rank: '2' })],
    expected: [expect.objectContaining({ rank: 2 })],
  },
  getOwnFavourites: {
    call: (store) =>
      store.dispatch(favouritesApi.endpoints.getOwnFavourites.initiate({ uuid, page: 1 })),
    request: ownFavouritesRequest({ uuid, page: 1 }),
    method: 'GET',
    url: `${OWN_API}/api/favorites`,
    query: { uuid, page: '1', site: 'demo' },
    rescont: pageJson([favouriteJson()]),
    expected: favouritePage,
  },
  removeOwnFavourite: {
    call: (store) =>
      store.dispatch(favouritesApi.endpoints.removeOwnFavourite.initiate({ id: 1, uuid })),
    request: removeOwnFavouriteRequest({ id: 1, uuid }),
    method: 'POST',
    url: `${OWN_API}/api/favorites/remove`,
    body: { id: 1, uuid, site: 'demo' },
    rescont: null,
    expected: null,
  },
  getShareCount: {
    call: (store) =>
      store.dispatch(shareCheckApi.endpoints.getShareCount.initiate({ id: 8, uuid })),
    request: shareCountRequest({ id: 8, uuid }),
    method: 'GET',
    url: `${SHARE_API}/share/check`,
    query: { id: '8', uuid, site: 'demo' },
    rescont: { ip_count: 1 },
    expected: 1,
  },
  visitShareLink: {
    call: (store) =>
      store.dispatch(shareCheckApi.endpoints.visitShareLink.initiate({ id: 8, uuid })),
    request: visitShareLinkRequest({ id: 8, uuid }),
    method: 'GET',
    url: `${SHARE_API}/share/check`,
    query: { id: '8', uuid, visit: '1', site: 'demo' },
    rescont: { ip_count: 2 },
    expected: 2,
  },
  addFavourite: {
    call: (store) =>
      store.dispatch(shareFavouritesApi.endpoints.addFavourite.initiate({ favourite, uuid })),
    request: addFavouriteRequest({ favourite, uuid }),
    method: 'POST',
    url: `${SHARE_API}/favorites`,
    body: { ...favouriteJson(), uuid, site: 'demo' },
    rescont: null,
    expected: null,
  },
  removeFavourite: {
    call: (store) =>
      store.dispatch(shareFavouritesApi.endpoints.removeFavourite.initiate({ id: 1, uuid })),
    request: removeFavouriteRequest({ id: 1, uuid }),
    method: 'DELETE',
    url: `${SHARE_API}/favorites`,
    body: { id: 1, uuid, site: 'demo' },
    rescont: null,
    expected: null,
  },
  getFavourites: {
    call: (store) =>
      store.dispatch(shareFavouritesApi.endpoints.getFavourites.initiate({ uuid, page: 2 })),
    request: favouritesRequest({ uuid, page: 2 }),
    method: 'GET',
    url: `${SHARE_API}/favorites`,
    query: { uuid, page: '2', site: 'demo' },
    rescont: pageJson([favouriteJson()]),
    expected: favouritePage,
  },
  getFavouriteIds: {
    call: (store) =>
      store.dispatch(
        shareFavouritesApi.endpoints.getFavouriteIds.initiate({ ids: [1, 2, 3], uuid }),
      ),
    request: favouriteIdsRequest({ ids: [1, 2, 3], uuid }),
    method: 'POST',
    url: `${SHARE_API}/favorites/ids`,
    body: { id: [1, 2, 3], uuid, site: 'demo' },
    rescont: { ids: [1, 3] },
    expected: [1, 3],
  },
  getUserVideos: {
    call: (store) =>
      store.dispatch(
        shareFavouritesApi.endpoints.getUserVideos.initiate({ uuid: 'other9', page: 1 }),
      ),
    request: userVideosRequest({ uuid: 'other9', page: 1 }),
    method: 'GET',
    url: `${SHARE_API}/favorites/userVideos`,
    query: { id: 'other9', page: '1', site: 'demo', uuid },
    rescont: pageJson([favouriteJson()]),
    expected: favouritePage,
  },
  getFavouriteTotal: {
    call: (store) =>
      store.dispatch(shareFavouritesApi.endpoints.getFavouriteTotal.initiate({ uuid })),
    request: favouriteTotalRequest({ uuid }),
    method: 'GET',
    url: `${SHARE_API}/favorites/total`,
    query: { uuid, site: 'demo' },
    rescont: { total: 12 },
    expected: 12,
  },
  getFavouriteUsers: {
    call: (store) =>
      store.dispatch(shareFavouritesApi.endpoints.getFavouriteUsers.initiate({ page: 1 })),
    request: favouriteUsersRequest({ page: 1 }),
    method: 'GET',
    url: `${SHARE_API}/favorites/user`,
    query: { page: '1', site: 'demo', uuid },
    rescont: pageJson([{ uuid: 'other9', total: 3 }], { per_page: 5 }),
    expected: {
      items: [{ uuid: 'other9', total: 3 }],
      nextPageUrl: null,
      total: 1,
      perPage: 5,
      currentPage: 1,
    },
  },
};

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly query: Record<string, string>;
  readonly body: unknown;
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers every call with `rescont` and records what was sent. */
function recordCalls(rescont: unknown): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const requestUrl = new URL(request.url);
      const text = await request.text();
      seen.push({
        method: request.method,
        url: requestUrl.origin + requestUrl.pathname,
        query: Object.fromEntries(requestUrl.searchParams),
        body: text ? JSON.parse(text) : undefined,
      });
      return envelopeReply(rescont);
    }),
  );
  return seen;
}

describe('every call of the contract', () => {
  it.each(Object.entries(cases))(
    '%s',
    async (_name, { call, method, url, query = {}, body, rescont, expected }) => {
      const seen = recordCalls(rescont);
      const result = await call(createTestStore({ getVisitorCode: () => uuid }));
      expect(result.error).toBeUndefined();
      expect(result.data).toEqual(expected);
      expect(seen).toEqual([{ method, url, query, body }]);
    },
  );
});

describe('every call of the contract sent by the core, without a store', () => {
  it.each(Object.entries(cases))(
    '%s: the same call as its endpoint',
    async (_name, { request, method, url, query = {}, body, rescont, ...outcome }) => {
      const seen = recordCalls(rescont);
      const result = await sendRequest(request, { config: testConfig(), visitorCode: uuid });
      expect(result).toEqual({
        data: 'requestExpected' in outcome ? outcome.requestExpected : outcome.expected,
        meta: { message: 'ok' },
      });
      expect(seen).toEqual([{ method, url, query, body }]);
    },
  );
});

describe('favourite users sent as one plain list', () => {
  const users = Array.from({ length: 12 }, (_, index) => ({ uuid: `user${index + 1}`, total: 1 }));

  it.each([
    [1, ['user1', 'user2', 'user3', 'user4', 'user5'], true],
    [2, ['user6', 'user7', 'user8', 'user9', 'user10'], true],
    [3, ['user11', 'user12'], false],
  ])('give page %i as five of them, as a paged reply would', async (page, codes, more) => {
    server.use(http.get(`${SHARE_API}/favorites/user`, () => envelopeReply(users)));
    const result = await createTestStore().dispatch(
      shareFavouritesApi.endpoints.getFavouriteUsers.initiate({ page }),
    );
    expect(result.data?.items.map((user) => user.uuid)).toEqual(codes);
    expect(result.data).toMatchObject({ total: 12, perPage: 5, currentPage: page });
    expect(result.data?.nextPageUrl !== null).toBe(more);
  });
});
