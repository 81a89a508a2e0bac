import { ALL_CATEGORY_ID, visibleVideos } from '@video/domain';
import type { FirstCallPlan } from '../../core/first-calls';

/**
 * The cover of the first ranked video of all categories (the ranking /rank opens at) leads: the
 * ranking's first page. Then the categories (the ranking's tabs).
 */
export const rankFirstCalls: FirstCallPlan = {
  lead: async (_address, { calls }) => {
    const firstPage = await calls.get('getRanking', { typeId: ALL_CATEGORY_ID, page: 1 });
    return firstPage ? visibleVideos(firstPage.items)[0]?.cover : undefined;
  },
  rest: (_address, { calls }) => {
    calls.send('getCategories', undefined);
  },
};
