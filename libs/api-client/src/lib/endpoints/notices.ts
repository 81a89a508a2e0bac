import type { Notice, Page } from '@video/domain';
import type { PageArgs } from '../api-request';
import { ownApi } from '../own-api';
import { noticesRequest } from '../requests/notices';

/** System notices of the own API (the request: `requests/notices.ts`). */
export const noticesApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the notices. */
    getNotices: build.query<Page<Notice>, PageArgs>({ query: noticesRequest }),
  }),
});

export const { useGetNoticesQuery } = noticesApi;
