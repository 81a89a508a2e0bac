import { ownApi } from '../own-api';
import { type AppLinkKind, appLinkRequest } from '../requests/links';

export type { AppLinkKind } from '../requests/links';

/** Outbound links of the own API (the request: `requests/links.ts`). */
export const linksApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** The link's URL. */
    getAppLink: build.query<string, AppLinkKind>({ query: appLinkRequest }),
  }),
});

export const { useGetAppLinkQuery } = linksApi;
