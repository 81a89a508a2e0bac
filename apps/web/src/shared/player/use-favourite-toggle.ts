import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { isApiError } from '@video/api-client';
import {
  shareFavouritesApi,
  useAddFavouriteMutation,
  useGetFavouriteIdsQuery,
  useRemoveFavouriteMutation,
} from '@video/api-client/react';
import { format, type Video } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useTapGuard } from '@video/ui';
import { useServices } from '../../core/services';
import { useAppDispatch } from '../../core/store/hooks';
import { favouriteOf } from './favourite-of';

/** A video's favourite state on the share service, and the tap that flips it. */
export interface FavouriteToggle {
  readonly isFavourite: boolean;
  /** The state is known (the lookup answered, or failed and it counts as not favourite). */
  readonly ready: boolean;
  /**
   * Adds or removes; ignored while the state is still unknown, and under the tap rule (a change
   * still running, or a second tap within 1000 ms).
   */
  readonly toggle: () => void;
  /** A change is in flight, or the state is still loading. */
  readonly pending: boolean;
}

/**
 * Favourite or unfavourite `video` on the share service (ids lookup, POST to add, DELETE to
 * remove), with the snackbars 收藏成功! / 取消收藏成功! or the failure's message. A second tap
 * while a call is running, or within 1000 ms of the first, sends nothing.
 */
export function useFavouriteToggle(video: Video | undefined): FavouriteToggle {
  const { storage, snackbar, now } = useServices();
  const dispatch = useAppDispatch();
  const [uuid] = useState(() => storage.get(storageKeys.uuid));
  const lookup = video ? { ids: [video.id], uuid } : skipToken;
  const { data: ids, isLoading } = useGetFavouriteIdsQuery(lookup);
  const [addFavourite] = useAddFavouriteMutation();
  const [removeFavourite] = useRemoveFavouriteMutation();
  const isFavourite = video !== undefined && (ids?.includes(video.id) ?? false);
  const ready = video !== undefined && !isLoading;

  const [change, changing] = useTapGuard(() => {
    if (!video) return;
    const adding = !isFavourite;
    const change = adding
      ? addFavourite({ favourite: favouriteOf(video, now()), uuid })
      : removeFavourite({ id: video.id, uuid });
    return change.unwrap().then(
      () => {
        // Shown at once; the lookup the change invalidated confirms it when it comes back.
        dispatch(
          shareFavouritesApi.util.updateQueryData(
            'getFavouriteIds',
            { ids: [video.id], uuid },
            () => (adding ? [video.id] : []),
          ),
        );
        snackbar.show(format(adding ? 'favourite.added' : 'favourite.removed'));
      },
      (error: unknown) =>
        snackbar.show(isApiError(error) ? error.message : format('network.error')),
    );
  });

  // A tap before the state is known is no tap: it leaves the rule's clock alone.
  const toggle = () => {
    if (ready) change();
  };
  return { isFavourite, ready, toggle, pending: changing || isLoading };
}
