import type { Video } from '@video/domain';
import * as v from 'valibot';
import {
  apiDate,
  countOrZero,
  id,
  image,
  jsonObject,
  listOf,
  nullableNumber,
  text,
} from './fields';
import { tagSchema } from './tag';

/**
 * `imgbase64` as the cover's placeholder: a small raster image inline, base64, the whole URL at
 * most 8 KiB (a blurred preview weighs a few hundred bytes to a few KiB). Anything else (the
 * contract's `{ url, type }`, SVG, a link, a script, a longer one) is none, and the video stays.
 */
export const placeholder = v.fallback(
  v.nullable(
    v.pipe(
      v.string(),
      v.regex(/^(?=.{0,8192}$)data:image\/(png|jpeg|gif|webp);base64,[A-Za-z\d+/]+={0,2}$/),
    ),
  ),
  null,
);

/** `VideoJson` of the contract mapped to {@link Video}. Only `id` is required. */
export const videoSchema: v.GenericSchema<unknown, Video> = v.pipe(
  jsonObject({
    id,
    title: text,
    pageviews: countOrZero,
    playtimes: text,
    rank: nullableNumber,
    created_at: apiDate,
    updated_at: apiDate,
    videopath: text,
    coverbase64: image,
    coverpath: text,
    labls: listOf(tagSchema),
    imgbase64: placeholder,
  }),
  v.transform((json): Video => ({
    id: json.id,
    title: json.title,
    pageviews: json.pageviews,
    duration: json.playtimes,
    rank: json.rank,
    createdAt: json.created_at,
    updatedAt: json.updated_at,
    videoPath: json.videopath,
    cover: json.coverbase64,
    coverPath: json.coverpath,
    tags: json.labls,
    placeholder: json.imgbase64,
  })),
);
