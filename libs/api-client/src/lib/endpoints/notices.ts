import type { Notice, Page } from '@video/domain';
import { ownApi } from '../own-api';
import { noticesRequest } from '../requests';

/** System notices of the own API. */
export const noticesApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/sysnotice?page`. */
    getNotices: build.query<Page<Notice>, { readonly page: number }>({
      query: noticesRequest,
    }),
  }),
});

export const { useGetNoticesQuery } = noticesApi;
