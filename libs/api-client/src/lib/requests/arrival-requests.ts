import type { DecodedRequest } from '../api-request';
import { adsRequest, bannerAdsRequest, bannerTagsRequest } from './ads';
import { categoriesRequest } from './categories';
import { homeBlocksRequest, recommendedRequest } from './home';
import { noticesRequest } from './notices';
import { rankingRequest } from './rank';
import { videoListRequest, videoRequest } from './videos';

/*
 * The calls a first screen makes, by the name of the RTK Query endpoint that sends each: the
 * endpoints send these requests, and so do the calls made while the app's framework still
 * downloads (`createArrivalCalls`), so that both send the same call for the same arguments.
 *
 * The modules these come from hold arrival calls only (a bundler keeps a module whole, and the
 * app's entry holds these): a later screen's request of the same area has a module of its own
 * (`tag-videos.ts`, `may-like.ts`, `pageview-rank.ts`), so that it does not weigh on the start.
 */

/** The requests of the arrival calls, by the name of the RTK Query endpoint that sends each. */
export const arrivalRequests = {
  getAds: adsRequest,
  getBannerAds: bannerAdsRequest,
  getBannerTags: bannerTagsRequest,
  getCategories: categoriesRequest,
  getHomeBlocks: homeBlocksRequest,
  getNotices: noticesRequest,
  getRanking: rankingRequest,
  getRecommended: recommendedRequest,
  getVideo: videoRequest,
  getVideos: videoListRequest,
} as const;

/** The endpoint of a first call. */
export type ArrivalEndpoint = keyof typeof arrivalRequests;

/** What the endpoint's call takes (undefined for a call without arguments). */
export type ArrivalArgs<K extends ArrivalEndpoint> =
  Parameters<(typeof arrivalRequests)[K]> extends [infer A] ? A : undefined;

/** What the endpoint's reply decodes to. */
export type ArrivalData<K extends ArrivalEndpoint> =
  ReturnType<(typeof arrivalRequests)[K]> extends DecodedRequest<infer T> ? T : never;
