import type { RankPeriod, Video } from '@video/domain';
import type { DecodedRequest } from '../api-request';
import { decodeVideoList } from '../schemas/decoders';

/** `GET /api/rank/pageviews/{period}`: the most viewed of the day, week or month, ranked. */
export const pageviewRankingRequest = (
  period: RankPeriod,
): DecodedRequest<readonly Video[], 'own'> => ({
  api: 'own',
  url: `/api/rank/pageviews/${period}`,
  decode: decodeVideoList,
});
