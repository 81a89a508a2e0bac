import { useCallback, useState } from 'react';
import { favouritesApi, useRemoveOwnFavouriteMutation } from '@video/api-client/react';
import { type Favourite, format, type ListStatus } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useServices } from '../../core/services';
import { usePagedList } from '../../shared/paged-list';

export interface FavouriteList {
  readonly favourites: readonly Favourite[];
  readonly status: ListStatus;
  readonly loadMore: () => void;
  readonly retry: () => void;
  /** Page 1 again; settles when it arrived (刷新成功) or failed. */
  readonly refresh: () => Promise<void>;
  readonly remove: (id: number) => void;
}

/**
 * The visitor's favourites, paged from the own API (uuid and the configured site). Removing one
 * uses the own API's remove call: the card leaves the cached pages at once, and the pages are
 * fetched again when the server has answered (both servers' favourites are invalidated, so the
 * player's favourite button agrees); a failed removal puts the card back.
 */
export function useFavouriteList(): FavouriteList {
  const { storage, snackbar } = useServices();
  const [uuid] = useState(() => storage.get(storageKeys.uuid));
  const [removeFavourite] = useRemoveOwnFavouriteMutation();
  // Fresh every time: a removal or an addition elsewhere changes the pages.
  const list = usePagedList(favouritesApi.endpoints.getOwnFavourites, { uuid }, { fresh: true });

  const refresh = async () => {
    const outcome = await list.refresh();
    snackbar.show(format(outcome === 'failed' ? 'network.error' : 'refresh.success'));
  };

  // Stable, for the memoised cards.
  const remove = useCallback(
    (id: number) => {
      removeFavourite({ id, uuid })
        .unwrap()
        .then(
          () => snackbar.show(format('favourite.removed')),
          () => snackbar.show(format('network.error')),
        );
    },
    [removeFavourite, uuid, snackbar],
  );

  return {
    favourites: list.items,
    status: list.status,
    loadMore: list.loadMore,
    retry: list.retry,
    refresh,
    remove,
  };
}
