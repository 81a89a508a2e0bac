import type { HomeBlock, Video } from '@video/domain';
import { ownApi } from '../own-api';
import { decodeHomeBlockList, decodeVideoList } from '../schemas/decoders';

/** The home feed of the own API. */
export const homeApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/videoindex`: category blocks with their videos and ad banners, in feed order. */
    getHomeBlocks: build.query<readonly HomeBlock[], void>({
      query: () => ({ url: '/api/videoindex', decode: decodeHomeBlockList }),
    }),
    /** `GET /api/videorecommand`: twelve videos, shown as three batches of four. */
    getRecommended: build.query<readonly Video[], void>({
      query: () => ({ url: '/api/videorecommand', decode: decodeVideoList }),
    }),
  }),
});

export const { useGetHomeBlocksQuery, useGetRecommendedQuery } = homeApi;
