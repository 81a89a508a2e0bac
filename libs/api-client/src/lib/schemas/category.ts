import type { Category } from '@video/domain';
import * as v from 'valibot';
import { id, image, jsonObject, listOf, numberOr, text } from './fields';
import { videoSchema } from './video';

/** `CategoryJson` of the contract mapped to {@link Category}; `list` (home blocks only) defaults to `[]`. */
export const categorySchema: v.GenericSchema<unknown, Category> = v.pipe(
  jsonObject({
    id,
    name: text,
    type_id: numberOr(0),
    icopath: text,
    order: numberOr(0),
    icobase64: image,
    list: listOf(videoSchema),
  }),
  v.transform((json): Category => ({
    id: json.id,
    name: json.name,
    typeId: json.type_id,
    iconPath: json.icopath,
    order: json.order,
    icon: json.icobase64,
    videos: json.list,
  })),
);
