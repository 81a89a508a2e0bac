import { useState } from 'react';
import type { ListLayout } from '@video/domain';
import { createStorage, storageKeys } from '@video/storage';

/**
 * The layout lives in sessionStorage: kept for the visit (also across a reload), forgotten when
 * the tab closes. Through the storage library, so a refused or missing sessionStorage never throws.
 */
const sessionStore = createStorage({
  adapter: {
    getItem: (name) => window.sessionStorage.getItem(name),
    setItem: (name, value) => window.sessionStorage.setItem(name, value),
    removeItem: (name) => window.sessionStorage.removeItem(name),
  },
});

/** The list's grid/list layout, remembered for the session. */
export function useListLayout(): readonly [layout: ListLayout, toggle: () => void] {
  const [layout, setLayout] = useState(() => sessionStore.get(storageKeys.listLayout));
  const toggle = () => {
    const next: ListLayout = layout === 'grid' ? 'list' : 'grid';
    sessionStore.set(storageKeys.listLayout, next);
    setLayout(next);
  };
  return [layout, toggle];
}
