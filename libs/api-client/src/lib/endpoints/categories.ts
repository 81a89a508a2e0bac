import type { Category } from '@video/domain';
import { ownApi } from '../own-api';
import { categoriesRequest } from '../requests';

/** Categories of the own API. */
export const categoriesApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/videosort`: every category, without videos. */
    getCategories: build.query<readonly Category[], void>({
      query: categoriesRequest,
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
