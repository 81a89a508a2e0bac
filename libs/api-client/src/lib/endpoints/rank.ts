import type { Page, RankPeriod, Video } from '@video/domain';
import { ownApi } from '../own-api';
import { decodeVideoList, decodeVideoPage } from '../schemas/decoders';

export interface RankingArgs {
  /** Category type id; 0 ranks all. */
  readonly typeId: number;
  readonly page: number;
}

/** Rankings of the own API; every video has `rank` set. */
export const rankApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/rank?type&page`. */
    getRanking: build.query<Page<Video>, RankingArgs>({
      query: ({ typeId, page }) => ({
        url: '/api/rank',
        params: { type: typeId, page },
        decode: decodeVideoPage,
      }),
    }),
    /** `GET /api/rank/pageviews/{period}`: the most viewed of the day, week or month. */
    getPageviewRanking: build.query<readonly Video[], RankPeriod>({
      query: (period) => ({ url: `/api/rank/pageviews/${period}`, decode: decodeVideoList }),
    }),
  }),
});

export const { useGetPageviewRankingQuery } = rankApi;
