import {
  FAVOURITE_USERS_PER_LOAD,
  type Favourite,
  type FavouriteUser,
  type Page,
} from '@video/domain';
import type { DecodedRequest, PageArgs } from '../api-request';
import { formatApiDate } from '../format-api-date';
import type { Decoder } from '../schemas/decode';
import {
  decodeAcknowledgement,
  decodeFavouriteIds,
  decodeFavouritePage,
  decodeFavouriteTotal,
  decodeFavouriteUsers,
} from '../schemas/decoders';
import { pageOfList } from '../schemas/page';
import type { FavouriteKey, FavouritePageArgs } from './favourites';

/*
 * Favourites of the share service. Every call there also carries the config's `site` and the
 * visitor's `uuid` (the service's rule, `API_SERVICES.share`); a call that names a visitor keeps
 * its own `uuid`.
 */

/** The share service's list of favourites: added to (POST), removed from (DELETE), read (GET). */
const FAVOURITES = '/favorites';

export interface AddFavouriteArgs {
  readonly favourite: Favourite;
  readonly uuid: string;
}

export interface FavouriteIdsArgs {
  /** The videos to ask about, e.g. those on screen. */
  readonly ids: readonly number[];
  readonly uuid: string;
}

/** `POST /favorites` with the favourite as the contract writes it. */
export const addFavouriteRequest = ({
  favourite,
  uuid,
}: AddFavouriteArgs): DecodedRequest<null, 'share'> => ({
  api: 'share',
  url: FAVOURITES,
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
});

/** `DELETE /favorites` with `{ id, uuid }`. */
export const removeFavouriteRequest = ({
  id,
  uuid,
}: FavouriteKey): DecodedRequest<null, 'share'> => ({
  api: 'share',
  url: FAVOURITES,
  method: 'DELETE',
  body: { id, uuid },
  decode: decodeAcknowledgement,
});

/** `GET /favorites?uuid&site&page`: a page of the visitor's favourites. */
export const favouritesRequest = ({
  uuid,
  page,
}: FavouritePageArgs): DecodedRequest<Page<Favourite>, 'share'> => ({
  api: 'share',
  url: FAVOURITES,
  params: { uuid, page },
  decode: decodeFavouritePage,
});

/** `POST /favorites/ids`: which of `ids` the visitor has favourited. */
export const favouriteIdsRequest = ({
  ids,
  uuid,
}: FavouriteIdsArgs): DecodedRequest<readonly number[], 'share'> => ({
  api: 'share',
  url: '/favorites/ids',
  method: 'POST',
  body: { id: ids, uuid },
  decode: decodeFavouriteIds,
});

/** `GET /favorites/userVideos?id&site&page`: another visitor's favourites (`uuid` is theirs). */
export const userVideosRequest = ({
  uuid,
  page,
}: FavouritePageArgs): DecodedRequest<Page<Favourite>, 'share'> => ({
  api: 'share',
  url: '/favorites/userVideos',
  params: { id: uuid, page },
  decode: decodeFavouritePage,
});

/** `GET /favorites/total?uuid&site`: how many favourites the visitor has. */
export const favouriteTotalRequest = ({
  uuid,
}: {
  readonly uuid: string;
}): DecodedRequest<number, 'share'> => ({
  api: 'share',
  url: '/favorites/total',
  params: { uuid },
  decode: decodeFavouriteTotal,
});

/**
 * `GET /favorites/user?site&page`: visitors with favourites, five per page. The contract also
 * allows the whole list at once: the reply is then cut into the page asked for.
 */
export const favouriteUsersRequest = ({
  page,
}: PageArgs): DecodedRequest<Page<FavouriteUser>, 'share'> => ({
  api: 'share',
  url: '/favorites/user',
  params: { page },
  decode: favouriteUserPage(page),
});

function favouriteUserPage(page: number): Decoder<Page<FavouriteUser>> {
  return (json) => {
    const reply = decodeFavouriteUsers(json);
    if (!reply.ok) return reply;
    const users = reply.value;
    return {
      ok: true,
      value: isFavouriteUserList(users) ? pageOfList(users, page, FAVOURITE_USERS_PER_LOAD) : users,
    };
  };
}

function isFavouriteUserList(
  reply: Page<FavouriteUser> | readonly FavouriteUser[],
): reply is readonly FavouriteUser[] {
  return Array.isArray(reply);
}
