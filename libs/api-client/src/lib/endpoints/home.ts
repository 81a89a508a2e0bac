import type { HomeBlock, Video } from '@video/domain';
import { ownApi } from '../own-api';
import { homeBlocksRequest, recommendedRequest } from '../requests';

/** The home feed of the own API. */
export const homeApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/videoindex`: category blocks with their videos and ad banners, in feed order. */
    getHomeBlocks: build.query<readonly HomeBlock[], void>({
      query: homeBlocksRequest,
    }),
    /** `GET /api/videorecommand`: twelve videos, shown as three batches of four. */
    getRecommended: build.query<readonly Video[], void>({
      query: recommendedRequest,
    }),
  }),
});

export const { useGetHomeBlocksQuery, useGetRecommendedQuery } = homeApi;
