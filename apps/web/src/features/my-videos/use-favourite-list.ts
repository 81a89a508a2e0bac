import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { favouritesApi, useRemoveOwnFavouriteMutation } from '@video/api-client/react';
import { type Favourite, format, type ListRequest, type ListStatus } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useServices } from '../../core/services';
import { useAppDispatch } from '../../core/store/hooks';
import { usePagedList } from '../../shared/use-paged-list';

export interface FavouriteList {
  readonly favourites: readonly Favourite[];
  readonly status: ListStatus;
  readonly loadMore: () => void;
  readonly retry: () => void;
  /** Page 1 again; settles when it arrived (刷新成功) or failed. */
  readonly refresh: () => Promise<void>;
  readonly remove: (id: number) => void;
}

/** The list's filter is unused: favourites have no category or sort. */
const NO_FILTER = { typeId: 0, orderby: 'new' } as const;

/**
 * The visitor's favourites, paged from the own API (uuid and the configured site). Removing one
 * uses the own API's remove call, which also refreshes the share service's favourites, so the
 * player's favourite button agrees.
 */
export function useFavouriteList(): FavouriteList {
  const { storage, snackbar } = useServices();
  const dispatch = useAppDispatch();
  const [uuid] = useState(() => storage.get(storageKeys.uuid));
  const [removeFavourite] = useRemoveOwnFavouriteMutation();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  const removing = useRef(new Set<number>());
  const settleRefresh = useRef<(() => void) | null>(null);

  const fetchPage = useCallback(
    (request: ListRequest) =>
      dispatch(
        // Fresh every time: a removal or an addition elsewhere changes the pages.
        favouritesApi.endpoints.getOwnFavourites.initiate(
          { uuid, page: request.page },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap(),
    [dispatch, uuid],
  );
  const list = usePagedList(fetchPage, NO_FILTER);
  const { status } = list.state;

  useEffect(() => {
    const settle = settleRefresh.current;
    if (status === 'refreshing' || !settle) return;
    settleRefresh.current = null;
    snackbar.show(format(status === 'error' ? 'network.error' : 'refresh.success'));
    settle();
  }, [status, snackbar]);

  const refresh = () =>
    new Promise<void>((resolve) => {
      settleRefresh.current = resolve;
      list.dispatch({ type: 'refresh' });
    });

  // Stable, for the memoised cards.
  const remove = useCallback(
    (id: number) => {
      if (removing.current.has(id)) return;
      removing.current.add(id);
      removeFavourite({ id, uuid })
        .unwrap()
        .then(
          () => {
            setRemoved((previous) => new Set(previous).add(id));
            snackbar.show(format('favourite.removed'));
          },
          () => snackbar.show(format('network.error')),
        )
        .finally(() => removing.current.delete(id));
    },
    [removeFavourite, uuid, snackbar],
  );

  const { items } = list.state;
  const favourites = useMemo(
    () => items.filter((favourite) => !removed.has(favourite.id)),
    [items, removed],
  );

  return {
    favourites,
    status,
    loadMore: () => list.dispatch({ type: 'nextPageRequested' }),
    retry: () => list.dispatch({ type: 'retry' }),
    refresh,
    remove,
  };
}
