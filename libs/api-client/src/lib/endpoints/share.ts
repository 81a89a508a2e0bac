import { shareApi } from '../share-api';
import { type ShareCheckArgs, shareCountRequest, visitShareLinkRequest } from '../requests/share';

export type { ShareCheckArgs } from '../requests/share';

/** Unlock counts of the share service (the requests: `requests/share.ts`). */
export const shareCheckApi = shareApi.injectEndpoints({
  endpoints: (build) => ({
    /** How many people opened the video's unlock link. */
    getShareCount: build.query<number, ShareCheckArgs>({ query: shareCountRequest }),
    /**
     * An unlock link was opened; the service counts this visitor once. Resolves to the new
     * count.
     */
    visitShareLink: build.mutation<number, ShareCheckArgs>({ query: visitShareLinkRequest }),
  }),
});

export const { useGetShareCountQuery, useVisitShareLinkMutation } = shareCheckApi;
