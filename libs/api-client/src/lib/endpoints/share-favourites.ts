import type { Favourite, FavouriteUser, Page } from '@video/domain';
import {
  favouriteChangeTags,
  favouriteIdTags,
  favouriteListTags,
  favouritePageTags,
  invalidateFavouriteIn,
} from '../cache-policy';
import type { PageArgs } from '../api-request';
import { ownApi } from '../own-api';
import type { FavouriteKey, FavouritePageArgs } from '../requests/favourites';
import {
  type AddFavouriteArgs,
  addFavouriteRequest,
  favouriteIdsRequest,
  type FavouriteIdsArgs,
  favouritesRequest,
  favouriteTotalRequest,
  favouriteUsersRequest,
  removeFavouriteRequest,
  userVideosRequest,
} from '../requests/share-favourites';
import { shareApi } from '../share-api';

export type { AddFavouriteArgs, FavouriteIdsArgs } from '../requests/share-favourites';

/** Favourites of the share service (the requests: `requests/share-favourites.ts`). */
export const shareFavouritesApi = shareApi.injectEndpoints({
  endpoints: (build) => ({
    /** Adds a favourite; refreshes the favourites of both servers. */
    addFavourite: build.mutation<null, AddFavouriteArgs>({
      query: addFavouriteRequest,
      invalidatesTags: (_result, _error, { favourite }) => favouriteChangeTags(favourite.id),
      onQueryStarted: ({ favourite }, lifecycle) =>
        invalidateFavouriteIn(ownApi)(favourite, lifecycle),
    }),
    /** Removes a favourite; refreshes the favourites of both servers. */
    removeFavourite: build.mutation<null, FavouriteKey>({
      query: removeFavouriteRequest,
      invalidatesTags: (_result, _error, { id }) => favouriteChangeTags(id),
      onQueryStarted: invalidateFavouriteIn(ownApi),
    }),
    /** A page of the visitor's favourites. */
    getFavourites: build.query<Page<Favourite>, FavouritePageArgs>({
      query: favouritesRequest,
      providesTags: favouritePageTags,
    }),
    /** Which of `ids` the visitor has favourited. */
    getFavouriteIds: build.query<readonly number[], FavouriteIdsArgs>({
      query: favouriteIdsRequest,
      providesTags: (_result, _error, { ids }) => favouriteIdTags(ids),
    }),
    /** Another visitor's favourites (`uuid` is theirs). */
    getUserVideos: build.query<Page<Favourite>, FavouritePageArgs>({
      query: userVideosRequest,
      providesTags: favouritePageTags,
    }),
    /** How many favourites the visitor has. */
    getFavouriteTotal: build.query<number, { readonly uuid: string }>({
      query: favouriteTotalRequest,
      providesTags: favouriteListTags,
    }),
    /** Visitors with favourites, five per page (a whole list sent at once is cut into pages). */
    getFavouriteUsers: build.query<Page<FavouriteUser>, PageArgs>({
      query: favouriteUsersRequest,
      providesTags: favouriteListTags,
    }),
  }),
});

export const {
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useGetFavouriteIdsQuery,
  useGetFavouriteTotalQuery,
} = shareFavouritesApi;
