import type { Favourite, Page } from '@video/domain';
import { favouriteChangeTags, favouritePageTags, invalidateFavouriteIn } from '../cache-policy';
import { ownApi } from '../own-api';
import {
  type FavouriteKey,
  type FavouritePageArgs,
  ownFavouritesRequest,
  removeOwnFavouriteRequest,
} from '../requests/favourites';
import { shareApi } from '../share-api';

export type { FavouriteKey, FavouritePageArgs } from '../requests/favourites';

/** The visitor's pages of favourites on the own API (the requests: `requests/favourites.ts`). */
const ownFavouritePages = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the visitor's favourites; `site` comes from the config. */
    getOwnFavourites: build.query<Page<Favourite>, FavouritePageArgs>({
      query: ownFavouritesRequest,
      providesTags: favouritePageTags,
    }),
  }),
});

/** Favourites of the own API: the pages, and removing one. */
export const favouritesApi = ownFavouritePages.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Removes one favourite: it leaves the cached pages at once (and comes back if the call
     * fails); then the favourites of both servers are fetched again.
     */
    removeOwnFavourite: build.mutation<null, FavouriteKey>({
      query: removeOwnFavouriteRequest,
      invalidatesTags: (_result, _error, { id }) => favouriteChangeTags(id),
      onQueryStarted: (key, lifecycle) =>
        Promise.all([
          removeFromCachedPages(key, lifecycle),
          invalidateFavouriteIn(shareApi)(key, lifecycle),
        ]).then(() => undefined),
    }),
  }),
});

/** What {@link removeFromCachedPages} uses of a mutation's lifecycle. */
interface RemovalLifecycle {
  readonly dispatch: (action: ReturnType<typeof ownFavouritePages.util.updateQueryData>) => {
    undo: () => void;
  };
  readonly getState: () => Parameters<typeof ownFavouritePages.util.selectCachedArgsForQuery>[0];
  readonly queryFulfilled: Promise<unknown>;
}

/**
 * Optimistic removal: takes favourite `id` out of every cached page of the visitor's favourites
 * (RTK Query's `updateQueryData`), so a list showing them drops the card before the server
 * answers; a failed call undoes the edit. The invalidation that follows fetches the pages again.
 */
async function removeFromCachedPages(
  { id, uuid }: FavouriteKey,
  { dispatch, getState, queryFulfilled }: RemovalLifecycle,
): Promise<void> {
  const patches = ownFavouritePages.util
    .selectCachedArgsForQuery(getState(), 'getOwnFavourites')
    .filter((args) => args.uuid === uuid)
    .map((args) =>
      dispatch(
        ownFavouritePages.util.updateQueryData('getOwnFavourites', args, (page) => ({
          ...page,
          items: page.items.filter((favourite) => favourite.id !== id),
        })),
      ),
    );
  try {
    await queryFulfilled;
  } catch {
    for (const patch of patches) patch.undo();
  }
}

export const { useRemoveOwnFavouriteMutation } = favouritesApi;
