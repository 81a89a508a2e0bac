import type { Category } from '@video/domain';
import { ownApi } from '../own-api';
import { decodeCategoryList } from '../schemas/decoders';

/** Categories of the own API. */
export const categoriesApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/videosort`: every category, without videos. */
    getCategories: build.query<readonly Category[], void>({
      query: () => ({ url: '/api/videosort', decode: decodeCategoryList }),
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
