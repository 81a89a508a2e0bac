import type { HotSearchGroup, Page, Video } from '@video/domain';
import { ownApi } from '../own-api';
import { decodeHotSearchGroupList, decodeVideoPage } from '../schemas/decoders';

export interface SearchArgs {
  readonly keyword: string;
  readonly page: number;
}

/** Search of the own API. */
export const searchApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/videosort/0?serach&page` (the API's spelling). */
    searchVideos: build.query<Page<Video>, SearchArgs>({
      query: ({ keyword, page }) => ({
        url: '/api/videosort/0',
        params: { serach: keyword, page },
        decode: decodeVideoPage,
      }),
    }),
    /** `GET /api/videoSearchHot`: groups of popular keywords. */
    getHotSearches: build.query<readonly HotSearchGroup[], void>({
      query: () => ({ url: '/api/videoSearchHot', decode: decodeHotSearchGroupList }),
    }),
  }),
});

export const { useGetHotSearchesQuery } = searchApi;
