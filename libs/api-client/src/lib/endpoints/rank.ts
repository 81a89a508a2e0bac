import type { Page, RankPeriod, Video } from '@video/domain';
import { ownApi } from '../own-api';
import { pageviewRankingRequest } from '../requests/pageview-rank';
import { type RankingArgs, rankingRequest } from '../requests/rank';

export type { RankingArgs } from '../requests/rank';

/** Rankings of the own API; every video has `rank` set (the requests: `requests/rank.ts`, `pageview-rank.ts`). */
export const rankApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of one category's ranking. */
    getRanking: build.query<Page<Video>, RankingArgs>({ query: rankingRequest }),
    /** The most viewed of the day, week or month. */
    getPageviewRanking: build.query<readonly Video[], RankPeriod>({
      query: pageviewRankingRequest,
    }),
  }),
});

export const { useGetPageviewRankingQuery } = rankApi;
