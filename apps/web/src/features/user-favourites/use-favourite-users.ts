import { useCallback, useRef } from 'react';
import type { FavouriteUser } from '@video/domain';
import { shareFavouritesApi } from '@video/api-client/react';
import { type PagedList, usePagedList } from '../../shared/paged-list';

/** A visitor with favourites, with the numeric id the list state de-duplicates by. */
export interface UserSlide extends FavouriteUser {
  readonly id: number;
}

/**
 * The visitors with favourites (`favorites/user`), five a page. Each code gets a number of its
 * own, so that a visitor who moved between pages while they loaded is not shown twice.
 */
export function useFavouriteUsers(): PagedList<UserSlide> {
  const ids = useRef(new Map<string, number>());
  const toSlide = useCallback((user: FavouriteUser): UserSlide => {
    const known = ids.current.get(user.uuid) ?? ids.current.size + 1;
    ids.current.set(user.uuid, known);
    return { ...user, id: known };
  }, []);
  return usePagedList(shareFavouritesApi.endpoints.getFavouriteUsers, {}, { toItem: toSlide });
}
