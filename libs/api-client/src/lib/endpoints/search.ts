import type { HotSearchGroup, Page, Video } from '@video/domain';
import { ownApi } from '../own-api';
import { hotSearchesRequest, type SearchArgs, searchRequest } from '../requests/search';

export type { SearchArgs } from '../requests/search';

/** Search of the own API (the requests: `requests/search.ts`). */
export const searchApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the videos whose title holds the keyword. */
    searchVideos: build.query<Page<Video>, SearchArgs>({ query: searchRequest }),
    /** Groups of popular keywords. */
    getHotSearches: build.query<readonly HotSearchGroup[], void>({ query: hotSearchesRequest }),
  }),
});

export const { useGetHotSearchesQuery } = searchApi;
