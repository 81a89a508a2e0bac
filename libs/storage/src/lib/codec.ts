/** Returned by a codec or validator for a value it cannot accept; never stored. */
export const invalid: unique symbol = Symbol('invalid');

export type Invalid = typeof invalid;

/** Turns a stored string into a value and back. `decode` returns {@link invalid} instead of throwing. */
export interface Codec<T> {
  decode(raw: string): T | Invalid;
  encode(value: T): string;
}

/** Checks parsed JSON and returns the typed value, or {@link invalid}. */
export type Validator<T> = (value: unknown) => T | Invalid;
