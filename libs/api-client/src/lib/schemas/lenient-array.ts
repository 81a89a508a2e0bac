import * as v from 'valibot';

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What backends send for "nothing here": no value, `null`, `[]` or `{}`. PHP serialises an empty
 * associative array as `[]` and an empty list as `{}` depending on how it was built, so a reply
 * with nothing in it can arrive as any of these.
 */
export function isNothing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isJsonObject(value) && Object.keys(value).length === 0;
}

/**
 * An array whose items that fail `item` are dropped, so that one broken video does not cost the
 * whole list. "Nothing" (see {@link isNothing}) is an empty list; anything else that is not an
 * array still fails.
 */
export function lenientArray<T>(item: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, T[]> {
  return v.pipe(
    v.custom<unknown[] | null | undefined>(
      (value) => Array.isArray(value) || isNothing(value),
      'Invalid type: Expected Array',
    ),
    v.transform((values) => {
      // A fresh array: the reply's own may carry anything on its constructor.
      const items: T[] = [];
      for (const value of Array.isArray(values) ? values : []) {
        const result = v.safeParse(item, value);
        if (result.success) items.push(result.output);
      }
      return items;
    }),
  );
}
