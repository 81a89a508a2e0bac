import { useEffect, useState } from 'react';
import type { TypedStorage } from './lib/create-storage';
import type { StorageKey } from './lib/storage-key';

/**
 * The value stored under `key`, following every write to it, in this tab or another: the one
 * React binding of a storage key. Write with `storage.set(key, value)`; every reader updates.
 */
export function useStoredValue<T>(storage: TypedStorage, key: StorageKey<T>): T {
  // Held in state: a read decodes anew, so it could not serve as a stable snapshot.
  const [value, setValue] = useState(() => storage.get(key));
  useEffect(() => {
    setValue(storage.get(key));
    return storage.subscribe(key, setValue);
  }, [storage, key]);
  return value;
}
