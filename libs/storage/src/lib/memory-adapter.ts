import type { StorageAdapter } from './storage-adapter';

/** A store that lives as long as the page: for tests, and where localStorage cannot be reached. */
export function memoryAdapter(): StorageAdapter {
  const items = new Map<string, string>();
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  };
}
