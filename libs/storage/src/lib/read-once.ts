import { invalid } from './codec';
import { browserAdapter } from './browser-adapter';
import type { StorageAdapter } from './storage-adapter';
import type { StorageKey } from './storage-key';

/**
 * One read of `key`, without a {@link createStorage} around it: for a script that runs once before
 * anything else has loaded and must stay small (the app's outline, before its first paint). The
 * same guarantees: the key's default when the entry is missing, unreadable or broken; never throws.
 */
export function readOnce<T>(
  key: StorageKey<T>,
  adapter: StorageAdapter = browserAdapter(typeof window === 'undefined' ? undefined : window),
): T {
  try {
    const raw = adapter.getItem(key.name);
    if (raw === null) return key.defaultValue;
    const value = key.codec.decode(raw);
    return value === invalid ? key.defaultValue : value;
  } catch {
    return key.defaultValue;
  }
}
