/** The small `rescont` shapes of single-value calls, each reduced to the value the app needs. */
import * as v from 'valibot';
import { count, id, jsonObject } from './fields';
import { lenientArray } from './lenient-array';

/** `{ url }` of `/api/applink/*`. */
export const appLinkSchema = v.pipe(
  jsonObject({ url: v.string() }),
  v.transform((json) => json.url),
);

/** `{ ip_count }` of `/share/check`: how many people opened the unlock link. */
export const shareCountSchema = v.pipe(
  jsonObject({ ip_count: count }),
  v.transform((json) => json.ip_count),
);

/** `{ ids }` of `POST /favorites/ids`. */
export const favouriteIdsSchema = v.pipe(
  jsonObject({ ids: lenientArray(id) }),
  v.transform((json) => json.ids),
);

/** `{ total }` of `/favorites/total`. */
export const totalSchema = v.pipe(
  jsonObject({ total: count }),
  v.transform((json) => json.total),
);

/** `null` of the calls that only acknowledge; whatever came is ignored. */
export const acknowledgementSchema = v.pipe(
  v.unknown(),
  v.transform(() => null),
);
