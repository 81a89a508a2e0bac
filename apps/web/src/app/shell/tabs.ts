import type { ReactNode } from 'react';
import type { TabBarTab } from '@video/ui';
import { routes, SCREEN_NAMES, type ScreenName } from '@video/routes';
import {
  findIcon,
  homeIcon,
  mineIcon,
  rankIcon,
  shortVideoGridIcon,
  userFavouritesIcon,
} from './tab-icons';

/**
 * A tab of the bottom bar in the product's config shape ({image, image_gray, name, open_type,
 * url}), the app's own icons drawn inline rather than as images (see `tab-icons.tsx`).
 */
export type TabConfig = TabBarTab & {
  /** The tab's screen. */
  readonly key: ScreenName;
  /** How the tab opens: inside the app, or a new context for an outside link. */
  readonly openType: 'route' | 'external';
};

/** Each tab's icon, by its screen's name. */
export const TAB_ICONS: { readonly [name in ScreenName]?: ReactNode } = {
  home: homeIcon,
  rank: rankIcon,
  find: findIcon,
  shortVideoGrid: shortVideoGridIcon,
  userFavourites: userFavouritesIcon,
  mine: mineIcon,
};

/** The tabs of the bottom bar: the table's tab screens, in its order, named by their titles. */
export const tabs: readonly TabConfig[] = SCREEN_NAMES.flatMap((name) => {
  const { tab, title = '', path } = routes[name];
  return tab
    ? [{ key: name, name: title, icon: TAB_ICONS[name], url: path, openType: 'route' as const }]
    : [];
});
