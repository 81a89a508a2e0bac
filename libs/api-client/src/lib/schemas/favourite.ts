import type { Favourite, FavouriteUser } from '@video/domain';
import * as v from 'valibot';
import { apiDate, countOrZero, id, jsonObject, text } from './fields';

/** `FavouriteJson` of the contract mapped to {@link Favourite}. */
export const favouriteSchema: v.GenericSchema<unknown, Favourite> = v.pipe(
  jsonObject({ id, imgUrl: text, imgType: text, title: text, path: text, created_at: apiDate }),
  v.transform((json): Favourite => ({
    id: json.id,
    imgUrl: json.imgUrl,
    imgType: json.imgType,
    title: json.title,
    path: json.path,
    createdAt: json.created_at,
  })),
);

/** An item of `/favorites/user`: a visitor's code and how many favourites they have. */
export const favouriteUserSchema: v.GenericSchema<unknown, FavouriteUser> = v.pipe(
  jsonObject({ uuid: v.pipe(v.string(), v.nonEmpty()), total: countOrZero }),
  v.transform((json): FavouriteUser => ({ uuid: json.uuid, total: json.total })),
);
