import { ownApi } from '../own-api';
import { decodeAppLink } from '../schemas/decoders';

/** The Mine screen's outbound links. */
export type AppLinkKind = 'checkin' | 'activity';

/** Outbound links of the own API. */
export const linksApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/applink/{kind}`: the link's URL. */
    getAppLink: build.query<string, AppLinkKind>({
      query: (kind) => ({ url: `/api/applink/${kind}`, decode: decodeAppLink }),
    }),
  }),
});

export const { useGetAppLinkQuery } = linksApi;
