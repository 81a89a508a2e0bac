import { arrivalCall } from '@video/api-client';
import { type AddressParts, paths } from '@video/domain';
import type { ArrivalPlan } from '../../core/arrival';
import { categories } from '../../shared/arrival-calls';

/**
 * The first page of the category and sort the address names, past every cache: the list always
 * shows what is new (pull-to-refresh too), and pages on from it.
 */
export const listFirstPage = (address: AddressParts) =>
  arrivalCall('getVideos', { ...paths.list.read(address), page: 1 }, { fresh: true });

/** The first card's cover leads: the first page. Then the categories (its title and tabs). */
export const listArrival: ArrivalPlan = {
  lead: async (address, { calls }) => (await calls.get(listFirstPage(address)))?.items[0]?.cover,
  rest: (_address, { calls }) => {
    calls.send(categories);
  },
};
