import type { Favourite, Page } from '@video/domain';
import type { DecodedRequest } from '../api-request';
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

/** `GET /api/favorites?uuid&site&page`: the visitor's favourites on the own API. */
export const ownFavouritesRequest = ({
  uuid,
  page,
}: FavouritePageArgs): DecodedRequest<Page<Favourite>, 'own'> => ({
  api: 'own',
  url: '/api/favorites',
  params: { uuid, page },
  withSite: true,
  decode: decodeFavouritePage,
});

/** `POST /api/favorites/remove` with `{ id, uuid, site }`. */
export const removeOwnFavouriteRequest = ({
  id,
  uuid,
}: FavouriteKey): DecodedRequest<null, 'own'> => ({
  api: 'own',
  url: '/api/favorites/remove',
  method: 'POST',
  body: { id, uuid },
  withSite: true,
  decode: decodeAcknowledgement,
});
