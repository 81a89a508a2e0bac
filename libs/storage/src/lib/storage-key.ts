import type { Codec } from './codec';

/** A localStorage entry: its name on disk, how its value is stored, and what a read gives when it is missing or broken. */
export interface StorageKey<T> {
  readonly name: string;
  readonly codec: Codec<T>;
  readonly defaultValue: T;
}

/**
 * Declares a key with the same never-throw guarantees as the app's own keys, e.g.
 * `defineKey('resumePositions', jsonCodec(validatePositions), {})`. Names must be unique.
 */
export function defineKey<T>(name: string, codec: Codec<T>, defaultValue: T): StorageKey<T> {
  return { name, codec, defaultValue };
}
