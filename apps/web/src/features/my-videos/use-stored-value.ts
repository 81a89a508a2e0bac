import { useEffect, useState } from 'react';
import type { StorageKey } from '@video/storage';
import { useServices } from '../../core/services';

/** A stored value that follows every write, here or in another tab. */
export function useStoredValue<T>(key: StorageKey<T>): T {
  const { storage } = useServices();
  // Held in state: each read decodes anew, so it could not serve as a stable snapshot.
  const [value, setValue] = useState(() => storage.get(key));
  useEffect(() => storage.subscribe(key, setValue), [storage, key]);
  return value;
}
