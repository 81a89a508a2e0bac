import { arrivalCall } from '@video/api-client';
import { ALL_CATEGORY_ID } from '@video/domain';

/** The ranking of category `typeId`: its first page, paged on as the visitor scrolls. */
export const rankingFirstPage = (typeId: number) => arrivalCall('getRanking', { typeId, page: 1 });

/** The ranking as /rank and 发现's 排行 open: all categories. */
export const FIRST_RANKING = rankingFirstPage(ALL_CATEGORY_ID);
