import { memoryAdapter } from './memory-adapter';
import type { StorageAdapter } from './storage-adapter';

/** Reading `localStorage` throws when cookies are disabled, and there is no window in SSR or workers. */
function reachLocalStorage(win: Window | undefined): Storage | undefined {
  try {
    return win?.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * `win.localStorage` as an adapter, reporting other tabs' changes through the `storage` event.
 * Falls back to {@link memoryAdapter} when localStorage cannot be reached at all.
 */
export function browserAdapter(win: Window | undefined): StorageAdapter {
  const storage = reachLocalStorage(win);
  if (!win || !storage) return memoryAdapter();
  return {
    getItem: (name) => storage.getItem(name),
    setItem: (name, value) => storage.setItem(name, value),
    removeItem: (name) => storage.removeItem(name),
    subscribe(listener) {
      const onStorage = (event: StorageEvent): void => {
        // sessionStorage changes fire the same event.
        if (event.storageArea === null || event.storageArea === storage) listener(event.key);
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
}
