import type { Favourite, Page } from '@video/domain';
import { favouriteChangeTags, favouritePageTags, invalidateFavouriteIn } from '../cache-policy';
import { ownApi } from '../own-api';
import { shareApi } from '../share-api';
import { decodeAcknowledgement, decodeFavouritePage } from '../schemas/decoders';

/** One visitor's page of favourites; `uuid` is the visitor's identification code. */
export interface FavouritePageArgs {
  readonly uuid: string;
  readonly page: number;
}

/** Names one favourite of one visitor. */
export interface FavouriteKey {
  readonly id: number;
  readonly uuid: string;
}

/** Favourites of the own API; `site` comes from the config. */
export const favouritesApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/favorites?uuid&site&page`. */
    getOwnFavourites: build.query<Page<Favourite>, FavouritePageArgs>({
      query: ({ uuid, page }) => ({
        url: '/api/favorites',
        params: { uuid, page },
        withSite: true,
        decode: decodeFavouritePage,
      }),
      providesTags: favouritePageTags,
    }),
    /** `POST /api/favorites/remove`; refreshes the favourites of both servers. */
    removeOwnFavourite: build.mutation<null, FavouriteKey>({
      query: ({ id, uuid }) => ({
        url: '/api/favorites/remove',
        method: 'POST',
        body: { id, uuid },
        withSite: true,
        decode: decodeAcknowledgement,
      }),
      invalidatesTags: (_result, _error, { id }) => favouriteChangeTags(id),
      onQueryStarted: invalidateFavouriteIn(shareApi),
    }),
  }),
});

export const { useRemoveOwnFavouriteMutation } = favouritesApi;
