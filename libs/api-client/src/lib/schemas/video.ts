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
  })),
);
