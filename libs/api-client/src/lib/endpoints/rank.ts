import type { Page, RankPeriod, Video } from '@video/domain';
import { ownApi } from '../own-api';
import { type RankingArgs, rankingRequest } from '../requests';
import { decodeVideoList } from '../schemas/decoders';

export type { RankingArgs } from '../requests';

/** Rankings of the own API; every video has `rank` set. */
export const rankApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/rank?type&page`. */
    getRanking: build.query<Page<Video>, RankingArgs>({
      query: rankingRequest,
    }),
    /** `GET /api/rank/pageviews/{period}`: the most viewed of the day, week or month. */
    getPageviewRanking: build.query<readonly Video[], RankPeriod>({
      query: (period) => ({ url: `/api/rank/pageviews/${period}`, decode: decodeVideoList }),
    }),
  }),
});

export const { useGetPageviewRankingQuery } = rankApi;
