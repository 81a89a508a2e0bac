import type { HomeBlock } from '@video/domain';
import * as v from 'valibot';
import { adSchema } from './ad';
import { categorySchema } from './category';

/** PHP may send the flag as a number, a string or a boolean. */
const AD_FLAGS: readonly unknown[] = [1, '1', true];

function isAdBlock(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    AD_FLAGS.includes((value as { is_ad?: unknown }).is_ad)
  );
}

const adBlock = v.pipe(
  v.unknown(),
  v.check(isAdBlock),
  adSchema,
  v.transform((ad): HomeBlock => ({ kind: 'ad', ad })),
);

const categoryBlock = v.pipe(
  v.unknown(),
  v.check((value) => !isAdBlock(value)),
  categorySchema,
  v.transform((category): HomeBlock => ({ kind: 'category', category })),
);

/** One `/api/videoindex` item: a banner when `is_ad` is 1, otherwise a category with its videos. */
export const homeBlockSchema: v.GenericSchema<unknown, HomeBlock> = v.union([
  adBlock,
  categoryBlock,
]);
