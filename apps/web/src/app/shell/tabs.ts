import type { ReactNode } from 'react';
import type { TabBarTab } from '@video/ui';
import type { ScreenName } from '@video/domain';
import { routeManifest } from '../route-manifest';
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

/** The tabs of the bottom bar: the manifest's tab routes, in its order, named by their titles. */
export const tabs: readonly TabConfig[] = routeManifest.flatMap((route) =>
  route.tab
    ? [
        {
          key: route.name,
          name: route.title ?? '',
          icon: TAB_ICONS[route.name],
          url: route.path,
          openType: 'route' as const,
        },
      ]
    : [],
);
