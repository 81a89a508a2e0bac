import * as v from 'valibot';

/**
 * An array whose items that fail `item` are dropped, so that one broken video does not cost the
 * whole list. Anything that is not an array still fails.
 */
export function lenientArray<T>(item: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, T[]> {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((values) =>
      values.flatMap((value) => {
        const result = v.safeParse(item, value);
        return result.success ? [result.output] : [];
      }),
    ),
  );
}
