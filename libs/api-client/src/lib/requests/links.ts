import type { DecodedRequest } from '../api-request';
import { decodeAppLink } from '../schemas/decoders';

/** The Mine screen's outbound links. */
export type AppLinkKind = 'checkin' | 'activity';

/** `GET /api/applink/{kind}`: the link's URL. */
export const appLinkRequest = (kind: AppLinkKind): DecodedRequest<string, 'own'> => ({
  api: 'own',
  url: `/api/applink/${kind}`,
  decode: decodeAppLink,
});
