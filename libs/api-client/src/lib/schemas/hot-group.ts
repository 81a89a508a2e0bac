import type { HotSearchGroup } from '@video/domain';
import * as v from 'valibot';
import { jsonObject, listOf, text } from './fields';

/** A keyword to search for: trimmed, never blank. */
export const keyword = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** `HotGroupJson` of the contract mapped to {@link HotSearchGroup}; keywords not text or blank are dropped. */
export const hotGroupSchema: v.GenericSchema<unknown, HotSearchGroup> = v.pipe(
  jsonObject({ title: text, lists: listOf(keyword) }),
  v.transform((json): HotSearchGroup => ({ title: json.title, keywords: json.lists })),
);
