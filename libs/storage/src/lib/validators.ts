import type { EncryptedImage } from '@video/domain';
import { invalid, type Validator } from './codec';

type Primitive = string | number | boolean;

/** A plain object (not null, not an array), so that its fields can be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An array whose broken items are dropped rather than failing the whole list. */
export function arrayOf<T>(item: Validator<T>): Validator<readonly T[]> {
  return (value) => {
    if (!Array.isArray(value)) return invalid;
    return value.flatMap((candidate: unknown) => {
      const checked = item(candidate);
      return checked === invalid ? [] : [checked];
    });
  };
}

/**
 * A flat object of primitives: a missing or wrong-typed field takes the default's value, unknown
 * fields are dropped, so data written by an older version still reads.
 */
export function recordWithDefaults<T extends { readonly [K in keyof T]: Primitive }>(
  defaults: T,
): Validator<T> {
  return (value) => {
    if (!isRecord(value)) return invalid;
    const fields = Object.entries(defaults).map(([field, fallback]) => {
      const stored = value[field];
      return [field, typeof stored === typeof fallback ? stored : fallback];
    });
    return Object.fromEntries(fields) as T;
  };
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A broken cover only costs the picture (the error image shows), not the entry. */
export function toCover(value: unknown): EncryptedImage | null {
  if (!isRecord(value)) return null;
  const { url, type } = value;
  return typeof url === 'string' && typeof type === 'string' ? { url, type } : null;
}
