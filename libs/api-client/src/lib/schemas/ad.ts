import type { Ad } from '@video/domain';
import * as v from 'valibot';
import { image, jsonObject, nullableNumber, text } from './fields';

/** `AdJson` of the contract mapped to {@link Ad}: every field defaults; only a non-object is dropped. */
export const adSchema: v.GenericSchema<unknown, Ad> = v.pipe(
  jsonObject({
    url: text,
    imgbase64: image,
    title: text,
    videopath: text,
    duration: nullableNumber,
  }),
  v.transform((json): Ad => ({
    url: json.url,
    image: json.imgbase64,
    title: json.title,
    videoPath: json.videopath === '' ? null : json.videopath,
    durationSeconds: json.duration !== null && json.duration > 0 ? json.duration : null,
  })),
);
