/**
 * Decoders of every `rescont` in the contract: plain functions of untrusted JSON, usable without
 * RTK Query or React. Lists drop broken items; a broken single value is a failure.
 */
import * as v from 'valibot';
import { adSchema } from './ad';
import { categorySchema } from './category';
import { decoderFor } from './decode';
import { envelopeSchema } from './envelope';
import { favouriteSchema, favouriteUserSchema } from './favourite';
import { homeBlockSchema } from './home-block';
import { hotGroupSchema } from './hot-group';
import { lenientArray } from './lenient-array';
import { noticeSchema } from './notice';
import { pageSchema } from './page';
import {
  acknowledgementSchema,
  appLinkSchema,
  favouriteIdsSchema,
  shareCountSchema,
  totalSchema,
} from './replies';
import { tagSchema } from './tag';
import { videoSchema } from './video';

/** A whole reply body: `{ code, msg, rescont }`. */
export const decodeEnvelope = decoderFor(envelopeSchema);

export const decodeVideo = decoderFor(videoSchema);
export const decodeVideoList = decoderFor(lenientArray(videoSchema));
export const decodeVideoPage = decoderFor(pageSchema(videoSchema));
export const decodeCategoryList = decoderFor(lenientArray(categorySchema));
export const decodeHomeBlockList = decoderFor(lenientArray(homeBlockSchema));
export const decodeAdList = decoderFor(lenientArray(adSchema));
/** Banner tags of `/api/adsort`. */
export const decodeTagList = decoderFor(lenientArray(tagSchema));
export const decodeNoticePage = decoderFor(pageSchema(noticeSchema));
export const decodeHotSearchGroupList = decoderFor(lenientArray(hotGroupSchema));
export const decodeFavouritePage = decoderFor(pageSchema(favouriteSchema));
/**
 * `/favorites/user`: a page of visitors, or the plain list of them all the contract also allows
 * (the endpoint cuts that into pages).
 */
export const decodeFavouriteUsers = decoderFor(
  v.union([lenientArray(favouriteUserSchema), pageSchema(favouriteUserSchema)]),
);
export const decodeFavouriteIds = decoderFor(favouriteIdsSchema);
export const decodeFavouriteTotal = decoderFor(totalSchema);
export const decodeShareCount = decoderFor(shareCountSchema);
export const decodeAppLink = decoderFor(appLinkSchema);
/** Calls whose `rescont` is `null`: always succeeds with `null`. */
export const decodeAcknowledgement = decoderFor(acknowledgementSchema);
