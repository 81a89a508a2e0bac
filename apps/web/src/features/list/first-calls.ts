import type { FirstCallPlan } from '../../core/first-calls';
import { paths } from '@video/domain';

/**
 * The first card's cover leads: the first page of the category and sort the list opens at,
 * asked past every cache as the list always asks for it. Then the categories (its title and
 * tabs).
 */
export const listFirstCalls: FirstCallPlan = {
  lead: async (address, { calls }) => {
    const firstPage = await calls.get(
      'getVideos',
      { ...paths.list.read(address), page: 1 },
      { forced: true },
    );
    return firstPage?.items[0]?.cover;
  },
  rest: (_address, { calls }) => {
    calls.send('getCategories', undefined);
  },
};
