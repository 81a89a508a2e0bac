import {
  FAVOURITE_USERS_PER_LOAD,
  type Favourite,
  type FavouriteUser,
  type Page,
} from '@video/domain';
import {
  favouriteChangeTags,
  favouriteIdTags,
  favouriteListTags,
  favouritePageTags,
  invalidateFavouriteIn,
} from '../cache-policy';
import { formatApiDate } from '../format-api-date';
import { ownApi } from '../own-api';
import { shareApi } from '../share-api';
import {
  decodeAcknowledgement,
  decodeFavouriteIds,
  decodeFavouritePage,
  decodeFavouriteTotal,
  decodeFavouriteUsers,
} from '../schemas/decoders';
import { pageOfList } from '../schemas/page';
import type { FavouriteKey, FavouritePageArgs } from './favourites';

function isFavouriteUserList(
  reply: Page<FavouriteUser> | readonly FavouriteUser[],
): reply is readonly FavouriteUser[] {
  return Array.isArray(reply);
}

export interface AddFavouriteArgs {
  readonly favourite: Favourite;
  readonly uuid: string;
}

export interface FavouriteIdsArgs {
  /** The videos to ask about, e.g. those on screen. */
  readonly ids: readonly number[];
  readonly uuid: string;
}

/** Favourites of the share service; `site` comes from the config. */
export const shareFavouritesApi = shareApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /favorites`; refreshes the favourites of both servers. */
    addFavourite: build.mutation<null, AddFavouriteArgs>({
      query: ({ favourite, uuid }) => ({
        url: '/favorites',
        method: 'POST',
        body: {
          id: favourite.id,
          imgUrl: favourite.imgUrl,
          imgType: favourite.imgType,
          title: favourite.title,
          path: favourite.path,
          created_at: formatApiDate(favourite.createdAt),
          uuid,
        },
        decode: decodeAcknowledgement,
      }),
      invalidatesTags: (_result, _error, { favourite }) => favouriteChangeTags(favourite.id),
      onQueryStarted: ({ favourite }, lifecycle) =>
        invalidateFavouriteIn(ownApi)(favourite, lifecycle),
    }),
    /** `DELETE /favorites`; refreshes the favourites of both servers. */
    removeFavourite: build.mutation<null, FavouriteKey>({
      query: ({ id, uuid }) => ({
        url: '/favorites',
        method: 'DELETE',
        body: { id, uuid },
        decode: decodeAcknowledgement,
      }),
      invalidatesTags: (_result, _error, { id }) => favouriteChangeTags(id),
      onQueryStarted: invalidateFavouriteIn(ownApi),
    }),
    /** `GET /favorites?uuid&site&page`. */
    getFavourites: build.query<Page<Favourite>, FavouritePageArgs>({
      query: ({ uuid, page }) => ({
        url: '/favorites',
        params: { uuid, page },
        decode: decodeFavouritePage,
      }),
      providesTags: favouritePageTags,
    }),
    /** `POST /favorites/ids`: which of `ids` the visitor has favourited. */
    getFavouriteIds: build.query<readonly number[], FavouriteIdsArgs>({
      query: ({ ids, uuid }) => ({
        url: '/favorites/ids',
        method: 'POST',
        body: { id: ids, uuid },
        decode: decodeFavouriteIds,
      }),
      providesTags: (_result, _error, { ids }) => favouriteIdTags(ids),
    }),
    /** `GET /favorites/userVideos?id&site&page`: another visitor's favourites (`uuid` is theirs). */
    getUserVideos: build.query<Page<Favourite>, FavouritePageArgs>({
      query: ({ uuid, page }) => ({
        url: '/favorites/userVideos',
        params: { id: uuid, page },
        decode: decodeFavouritePage,
      }),
      providesTags: favouritePageTags,
    }),
    /** `GET /favorites/total?uuid&site`: how many favourites the visitor has. */
    getFavouriteTotal: build.query<number, { readonly uuid: string }>({
      query: ({ uuid }) => ({
        url: '/favorites/total',
        params: { uuid },
        decode: decodeFavouriteTotal,
      }),
      providesTags: favouriteListTags,
    }),
    /** `GET /favorites/user?site&page`: visitors with favourites, five per page. */
    getFavouriteUsers: build.query<Page<FavouriteUser>, { readonly page: number }>({
      query: ({ page }) => ({
        url: '/favorites/user',
        params: { page },
        decode: decodeFavouriteUsers,
      }),
      // The contract also allows the whole list at once: the screen still gets five at a time.
      transformResponse: (
        reply: Page<FavouriteUser> | readonly FavouriteUser[],
        _meta,
        { page },
      ) => (isFavouriteUserList(reply) ? pageOfList(reply, page, FAVOURITE_USERS_PER_LOAD) : reply),
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
