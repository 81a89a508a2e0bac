import type { FirstCallPlan } from '../../core/first-calls';
import { parseListFilter } from './list-filter';

/**
 * The first card's cover leads: the first page of the category and sort the list opens at,
 * asked past every cache as the list always asks for it. Then the categories (its title and
 * tabs).
 */
export const listFirstCalls: FirstCallPlan = {
  lead: async (search, { calls }) => {
    const firstPage = await calls.get(
      'getVideos',
      { ...parseListFilter(search), page: 1 },
      { forced: true },
    );
    return firstPage?.items[0]?.cover;
  },
  rest: (_search, { calls }) => {
    calls.send('getCategories', undefined);
  },
};
