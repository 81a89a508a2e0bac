import type { ListFilter, Video } from '@video/domain';
import { routes, listFirstPage } from '@video/routes';
import type { Location } from 'react-router-dom';
import { type PagedList, usePagedArrival } from '../../shared/paged-list';
import { useHomeArrival } from './use-home-arrival';

export interface ListVideos extends PagedList<Video> {
  /** The category and sort of the address: the one place the list's filter lives. */
  readonly filter: ListFilter;
}

/**
 * The list's videos (`/api/videosort/{typeId}` page by page) for the category and sort in the
 * address: a new address with another filter starts over from page 1, and so does a new arrival
 * from home. Every page is fresh, so that pull-to-refresh is not answered from the cache.
 */
export function useListVideos(location: Location): ListVideos {
  const filter = routes.list.read(location);
  const restartKey = useHomeArrival(location);
  const list = usePagedArrival(listFirstPage(routes.list.read(location)), { restartKey });
  return { ...list, filter };
}
