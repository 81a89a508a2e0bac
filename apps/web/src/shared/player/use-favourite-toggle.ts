import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, useState } from 'react';
import { isApiError } from '@video/api-client';
import {
  shareFavouritesApi,
  useAddFavouriteMutation,
  useGetFavouriteIdsQuery,
  useRemoveFavouriteMutation,
} from '@video/api-client/react';
import { format, type Video } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useServices } from '../../core/services';
import { useAppDispatch } from '../../core/store/hooks';
import { favouriteOf } from './favourite-of';

/** A video's favourite state on the share service, and the tap that flips it. */
export interface FavouriteToggle {
  readonly isFavourite: boolean;
  /** The state is known (the lookup answered, or failed and it counts as not favourite). */
  readonly ready: boolean;
  /** Adds or removes; ignored while a change is in flight or the state is still unknown. */
  readonly toggle: () => void;
  /** A change is in flight, or the state is still loading. */
  readonly pending: boolean;
}

/**
 * Favourite or unfavourite `video` on the share service (ids lookup, POST to add, DELETE to
 * remove), with the snackbars 收藏成功! / 取消收藏成功! or the failure's message. A second tap
 * while a call is in flight sends nothing.
 */
export function useFavouriteToggle(video: Video | undefined): FavouriteToggle {
  const { storage, snackbar, now } = useServices();
  const dispatch = useAppDispatch();
  const [uuid] = useState(() => storage.get(storageKeys.uuid));
  const lookup = video ? { ids: [video.id], uuid } : skipToken;
  const { data: ids, isLoading } = useGetFavouriteIdsQuery(lookup);
  const [addFavourite] = useAddFavouriteMutation();
  const [removeFavourite] = useRemoveFavouriteMutation();
  // A ref, not state: two taps in one frame both see the state of the render before them.
  const inFlight = useRef(false);
  const [changing, setChanging] = useState(false);
  const isFavourite = video !== undefined && (ids?.includes(video.id) ?? false);
  const ready = video !== undefined && !isLoading;

  const toggle = () => {
    if (!video || !ready || inFlight.current) return;
    inFlight.current = true;
    setChanging(true);
    const adding = !isFavourite;
    const change = adding
      ? addFavourite({ favourite: favouriteOf(video, now()), uuid })
      : removeFavourite({ id: video.id, uuid });
    change
      .unwrap()
      .then(
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
      )
      .finally(() => {
        inFlight.current = false;
        setChanging(false);
      });
  };

  return { isFavourite, ready, toggle, pending: changing || isLoading };
}
