import type { Category } from '@video/domain';
import { ownApi } from '../own-api';
import { categoriesRequest } from '../requests/categories';

/** Categories of the own API (the request: `requests/categories.ts`). */
export const categoriesApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every category, without videos. */
    getCategories: build.query<readonly Category[], void>({ query: categoriesRequest }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
