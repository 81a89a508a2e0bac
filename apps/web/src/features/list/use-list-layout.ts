import { useState } from 'react';
import type { ListLayout } from '@video/domain';
import { createStorage, defineKey, invalid } from '@video/storage';

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

const layoutKey = defineKey<ListLayout>(
  'listLayout',
  { decode: (raw) => (raw === 'grid' || raw === 'list' ? raw : invalid), encode: (value) => value },
  'grid',
);

/** The list's grid/list layout, remembered for the session. */
export function useListLayout(): readonly [layout: ListLayout, toggle: () => void] {
  const [layout, setLayout] = useState(() => sessionStore.get(layoutKey));
  const toggle = () => {
    const next: ListLayout = layout === 'grid' ? 'list' : 'grid';
    sessionStore.set(layoutKey, next);
    setLayout(next);
  };
  return [layout, toggle];
}
