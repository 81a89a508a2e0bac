import type { Notice, Page } from '@video/domain';
import { ownApi } from '../own-api';
import { decodeNoticePage } from '../schemas/decoders';

/** System notices of the own API. */
export const noticesApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/sysnotice?page`. */
    getNotices: build.query<Page<Notice>, { readonly page: number }>({
      query: ({ page }) => ({ url: '/api/sysnotice', params: { page }, decode: decodeNoticePage }),
    }),
  }),
});

export const { useGetNoticesQuery } = noticesApi;
