/** A map that keeps its `maxEntries` most recently used entries and reports what it drops. */
export interface LruCache<K, V> {
  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  /** Drops every entry, reporting each. */
  clear(): void;
  readonly size: number;
}

/** An {@link LruCache}; `onEvict` hears of every entry it drops (so object URLs can be revoked). */
export function createLruCache<K, V>(
  maxEntries: number,
  onEvict: (value: V, key: K) => void,
): LruCache<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the oldest entry first.
  const entries = new Map<K, V>();

  function drop(key: K, value: V): void {
    entries.delete(key);
    onEvict(value, key);
  }

  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      const previous = entries.get(key);
      if (previous !== undefined && previous !== value) drop(key, previous);
      entries.delete(key);
      entries.set(key, value);
      for (const [oldestKey, oldest] of entries) {
        if (entries.size <= maxEntries) break;
        drop(oldestKey, oldest);
      }
    },
    clear() {
      for (const [key, value] of [...entries]) drop(key, value);
    },
    get size() {
      return entries.size;
    },
  };
}
