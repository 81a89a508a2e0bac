import { useCallback, useRef } from 'react';
import type { FavouriteUser, ListRequest } from '@video/domain';
import { shareFavouritesApi } from '@video/api-client/react';
import { useAppDispatch } from '../../core/store/hooks';
import { type PagedList, usePagedList } from '../../shared/use-paged-list';

/** A visitor with favourites, with the numeric id the list state de-duplicates by. */
export interface UserSlide extends FavouriteUser {
  readonly id: number;
}

/**
 * The visitors with favourites (`favorites/user`), five a page. Each code gets a number of its
 * own, so that a visitor who moved between pages while they loaded is not shown twice.
 */
export function useFavouriteUsers(): PagedList<UserSlide> {
  const appDispatch = useAppDispatch();
  const ids = useRef(new Map<string, number>());
  const idOf = useCallback((uuid: string) => {
    const known = ids.current.get(uuid) ?? ids.current.size + 1;
    ids.current.set(uuid, known);
    return known;
  }, []);

  const fetchPage = useCallback(
    async ({ page }: ListRequest) => {
      const users = await appDispatch(
        shareFavouritesApi.endpoints.getFavouriteUsers.initiate({ page }, { subscribe: false }),
      ).unwrap();
      return { ...users, items: users.items.map((user) => ({ ...user, id: idOf(user.uuid) })) };
    },
    [appDispatch, idOf],
  );
  // The list state wants a category and sort; neither applies to users.
  return usePagedList<UserSlide>(fetchPage, { typeId: 0, orderby: 'new' });
}
