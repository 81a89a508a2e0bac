import { visibleVideos } from '@video/domain';
import type { ArrivalPlan } from '../../core/arrival';
import { categories } from '../../shared/arrival-calls';
import { FIRST_RANKING } from '../../shared/ranking/ranking-pages';

/**
 * The cover of the first ranked video of the ranking /rank opens at leads: its first page. Then
 * the categories (the ranking's tabs).
 */
export const rankArrival: ArrivalPlan = {
  lead: async (_address, { calls }) => {
    const firstPage = await calls.get(FIRST_RANKING);
    return firstPage ? visibleVideos(firstPage.items)[0]?.cover : undefined;
  },
  rest: (_address, { calls }) => {
    calls.send(categories);
  },
};
