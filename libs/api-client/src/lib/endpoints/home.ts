import type { HomeBlock, Video } from '@video/domain';
import { ownApi } from '../own-api';
import { homeBlocksRequest, recommendedRequest } from '../requests/home';

/** The home feed of the own API (the requests: `requests/home.ts`). */
export const homeApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** Category blocks with their videos and ad banners, in feed order. */
    getHomeBlocks: build.query<readonly HomeBlock[], void>({ query: homeBlocksRequest }),
    /** Twelve videos, shown as three batches of four. */
    getRecommended: build.query<readonly Video[], void>({ query: recommendedRequest }),
  }),
});

export const { useGetHomeBlocksQuery, useGetRecommendedQuery } = homeApi;
