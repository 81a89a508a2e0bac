/**
 * Field schemas shared by the response schemas. The API is PHP: numbers may arrive as digit strings,
 * optional fields may be missing or null. Only ids are required; everything else has a default.
 */
import { type EncryptedImage, parseApiDate } from '@video/domain';
import * as v from 'valibot';
import { lenientArray } from './lenient-array';

const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;

/** A finite number, or a decimal string such as `'12'`. */
export const numeric = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.regex(NUMBER_TEXT), v.transform(Number)),
]);

/** A required whole-number id. */
export const id = v.pipe(numeric, v.integer());

/** A number that defaults to `fallback` when missing or unreadable (counts, totals, paging). */
export function numberOr(fallback: number) {
  return v.fallback(numeric, fallback);
}

/** A number or null, null when missing or unreadable (e.g. `rank`). */
export const nullableNumber = v.fallback(v.nullable(numeric), null);

/** Text; a number is written out, anything else missing or unreadable is `''`. */
export const text = v.fallback(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), '');

/** A date as epoch ms (see `parseApiDate`), null when missing or unreadable. */
export const apiDate = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      typeof value === 'string' || typeof value === 'number' ? parseApiDate(value) : null,
    ),
  ),
  null,
);

const encryptedImage = v.pipe(
  v.object({ url: v.pipe(v.string(), v.nonEmpty()), type: text }),
  v.transform((json): EncryptedImage => ({ url: json.url, type: json.type })),
);

/** An encrypted image `{ url, type }`; null when missing, null, or without a URL. */
export const image = v.fallback(v.nullable(encryptedImage), null);

/** A list of `item` that defaults to `[]` and drops broken items. */
export function listOf<T>(item: v.GenericSchema<unknown, T>) {
  return v.fallback(lenientArray(item), []);
}
