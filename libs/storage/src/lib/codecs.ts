import { type Codec, invalid, type Invalid, type Validator } from './codec';
import { arrayOf } from './validators';

const DECIMAL_NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
const TRUE_FLAGS: readonly string[] = ['1', 'true'];
const FALSE_FLAGS: readonly string[] = ['0', 'false'];

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return invalid;
  }
}

function asString(value: unknown): string | Invalid {
  return typeof value === 'string' ? value : invalid;
}

/** Any string, stored as is. */
export const stringCodec: Codec<string> = {
  decode: (raw) => raw,
  encode: (value) => value,
};

/** A finite number stored as a decimal string (`1700000000000`); a JSON number reads too. */
export const numberCodec: Codec<number> = {
  decode(raw) {
    const text = raw.trim();
    return DECIMAL_NUMBER.test(text) ? Number(text) : invalid;
  },
  encode: (value) => String(value),
};

/** A yes/no flag stored as `'1'`/`'0'`; `'true'`/`'false'` from older writes read too. */
export const flagCodec: Codec<boolean> = {
  decode(raw) {
    if (TRUE_FLAGS.includes(raw)) return true;
    return FALSE_FLAGS.includes(raw) ? false : invalid;
  },
  encode: (value) => (value ? '1' : '0'),
};

/** JSON checked by `validate`; unparseable text is invalid. */
export function jsonCodec<T>(validate: Validator<T>): Codec<T> {
  return {
    decode(raw) {
      const parsed = parseJson(raw);
      return parsed === invalid ? invalid : validate(parsed);
    },
    encode: (value) => JSON.stringify(value),
  };
}

const stringArrayCodec = jsonCodec(arrayOf(asString));

/**
 * Strings stored comma-separated (`12!1,40!2`); a JSON array of strings (`["12!1"]`) reads too.
 * Items must not contain commas.
 */
export const stringListCodec: Codec<readonly string[]> = {
  decode(raw) {
    if (raw.trimStart().startsWith('[')) return stringArrayCodec.decode(raw);
    return raw.split(',').filter((item) => item !== '');
  },
  encode: (value) => value.join(','),
};

/** One of a few words (`grid` or `list`); anything else is corrupt and reads as the default. */
export function oneOfCodec<const T extends string>(values: readonly T[]): Codec<T> {
  return {
    decode: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : invalid),
    encode: (value) => value,
  };
}
