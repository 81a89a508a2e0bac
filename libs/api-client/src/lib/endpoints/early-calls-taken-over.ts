import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { EarlyCalls } from '../early-calls';
import type { FirstCallEndpoint } from '../requests/first-calls';
import { adsApi } from './ads';
import { categoriesApi } from './categories';
import { homeApi } from './home';
import { noticesApi } from './notices';
import { rankApi } from './rank';
import { videosApi } from './videos';

/** The endpoint that sends each first call. */
const FIRST_CALL_ENDPOINTS = {
  getAds: adsApi.endpoints.getAds,
  getBannerAds: adsApi.endpoints.getBannerAds,
  getBannerTags: adsApi.endpoints.getBannerTags,
  getCategories: categoriesApi.endpoints.getCategories,
  getHomeBlocks: homeApi.endpoints.getHomeBlocks,
  getNotices: noticesApi.endpoints.getNotices,
  getRanking: rankApi.endpoints.getRanking,
  getRecommended: homeApi.endpoints.getRecommended,
  getVideo: videosApi.endpoints.getVideo,
  getVideos: videosApi.endpoints.getVideos,
} satisfies Record<FirstCallEndpoint, unknown>;

/**
 * The store takes over the calls made before it existed: each one's endpoint asks for it, and the
 * store's `fetch` ({@link EarlyCalls.fetch}) answers with the early reply, so that the data is in
 * the cache when the screens render. Calls made later are taken over as they go.
 */
export function takeOverEarlyCalls(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  calls: Pick<EarlyCalls, 'each'>,
): void {
  calls.each(({ endpoint, args, forced }) => {
    const initiate = FIRST_CALL_ENDPOINTS[endpoint].initiate as (
      args: unknown,
      options: { subscribe: boolean; forceRefetch: boolean },
    ) => Parameters<typeof dispatch>[0];
    void dispatch(initiate(args, { subscribe: false, forceRefetch: forced }));
  });
}
