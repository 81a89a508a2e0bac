import type { HotSearchGroup } from '@video/domain';
import * as v from 'valibot';
import { listOf, text } from './fields';

/** `HotGroupJson` of the contract mapped to {@link HotSearchGroup}; keywords that are not text are dropped. */
export const hotGroupSchema: v.GenericSchema<unknown, HotSearchGroup> = v.pipe(
  v.object({ title: text, lists: listOf(v.string()) }),
  v.transform((json): HotSearchGroup => ({ title: json.title, keywords: json.lists })),
);
