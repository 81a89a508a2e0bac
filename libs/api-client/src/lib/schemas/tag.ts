import type { Tag } from '@video/domain';
import * as v from 'valibot';
import { id, jsonObject, text } from './fields';

/** A video label (`labls` item) or a banner tag of `/api/adsort`: `{ id, name }`. */
export const tagSchema: v.GenericSchema<unknown, Tag> = v.pipe(
  jsonObject({ id, name: text }),
  v.transform((json): Tag => ({ id: json.id, name: json.name })),
);
