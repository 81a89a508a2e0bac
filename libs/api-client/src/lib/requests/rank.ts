import type { Page, Video } from '@video/domain';
import type { DecodedRequest } from '../api-request';
import { decodeVideoPage } from '../schemas/decoders';

/* A first screen's call (see `arrival-requests.ts`); the ranking by page views is in `pageview-rank.ts`. */

/** A page of the ranking of one category. */
export interface RankingArgs {
  /** Category type id; 0 ranks all. */
  readonly typeId: number;
  readonly page: number;
}

/** `GET /api/rank?type&page`: a page of one category's ranking; every video has `rank` set. */
export const rankingRequest = ({
  typeId,
  page,
}: RankingArgs): DecodedRequest<Page<Video>, 'own'> => ({
  api: 'own',
  url: '/api/rank',
  params: { type: typeId, page },
  decode: decodeVideoPage,
});
