/**
 * Field schemas shared by the response schemas. The API is PHP: numbers may arrive as digit strings,
 * optional fields may be missing or null. Only ids are required; everything else has a default.
 */
import { type EncryptedImage, parseApiDate } from '@video/domain';
import * as v from 'valibot';
import { lenientArray } from './lenient-array';

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `v.object` for JSON: an array is not an object, even one with the right keys. */
export function jsonObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isJsonObject, 'Invalid type: Expected Object'),
    v.object(entries),
  );
}

const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;

/** A finite number, or a decimal string such as `'12'` (not one too long for a double). */
export const numeric = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.regex(NUMBER_TEXT), v.transform(Number), v.finite()),
]);

/** A required id: a positive safe integer, as every id the API hands out (see `isVideoId`). */
export const id = v.pipe(numeric, v.safeInteger(), v.minValue(1));

/** A number that defaults to `fallback` when missing or unreadable (order, type ids). */
export function numberOr(fallback: number) {
  return v.fallback(numeric, fallback);
}

/** A required count (views, totals): a number that is not negative. */
export const count = v.pipe(numeric, v.minValue(0));

/** A count that defaults to 0 when missing, unreadable or negative. */
export const countOrZero = v.fallback(count, 0);

/** A page number: a positive safe integer, page 1 when missing or unreadable. */
export const pageNumber = v.fallback(id, 1);

/** A number or null, null when missing or unreadable (e.g. `rank`). */
export const nullableNumber = v.fallback(v.nullable(numeric), null);

/** Text; a number is written out, anything else missing or unreadable is `''`. */
export const text = v.fallback(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), '');

/** The furthest instant from 1970 that a `Date` can hold: beyond it a date cannot be shown. */
const MAX_DATE_MS = 8.64e15;

/** An API date as epoch ms, null when absent, unreadable or beyond what a `Date` can hold. */
function readApiDate(value: unknown): number | null {
  const ms = typeof value === 'string' || typeof value === 'number' ? parseApiDate(value) : null;
  return ms !== null && Math.abs(ms) <= MAX_DATE_MS ? ms : null;
}

/** A date as epoch ms (see `parseApiDate`), null when missing or unreadable. */
export const apiDate = v.fallback(v.pipe(v.unknown(), v.transform(readApiDate)), null);

const encryptedImage = v.pipe(
  jsonObject({ url: v.pipe(v.string(), v.nonEmpty()), type: text }),
  v.transform((json): EncryptedImage => ({ url: json.url, type: json.type })),
);

/** An encrypted image `{ url, type }`; null when missing, null, or without a URL. */
export const image = v.fallback(v.nullable(encryptedImage), null);

/** A list of `item` that defaults to `[]` and drops broken items. */
export function listOf<T>(item: v.GenericSchema<unknown, T>) {
  return v.fallback(lenientArray(item), []);
}
