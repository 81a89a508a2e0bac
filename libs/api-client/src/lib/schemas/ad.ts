import type { Ad } from '@video/domain';
import * as v from 'valibot';
import { image, nullableNumber, text } from './fields';

/** `AdJson` of the contract mapped to {@link Ad}: every field defaults, an ad is never dropped. */
export const adSchema: v.GenericSchema<unknown, Ad> = v.pipe(
  v.object({ url: text, imgbase64: image, title: text, videopath: text, duration: nullableNumber }),
  v.transform((json): Ad => ({
    url: json.url,
    image: json.imgbase64,
    title: json.title,
    videoPath: json.videopath === '' ? null : json.videopath,
    durationSeconds: json.duration !== null && json.duration > 0 ? json.duration : null,
  })),
);
