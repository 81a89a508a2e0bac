import type { ReactNode } from 'react';
import type { TabBarTab } from '@video/ui';
import { routeManifest, type TabKey } from '../route-manifest';
import {
  findIcon,
  homeIcon,
  mineIcon,
  rankIcon,
  shortVideosIcon,
  userFavouritesIcon,
} from './tab-icons';

/**
 * A tab of the bottom bar in the product's config shape ({image, image_gray, name, open_type,
 * url}), the app's own icons drawn inline rather than as images (see `tab-icons.tsx`).
 */
export type TabConfig = TabBarTab & {
  readonly key: TabKey;
  /** How the tab opens: inside the app, or a new context for an outside link. */
  readonly openType: 'route' | 'external';
};

const TAB_ICONS: Record<TabKey, ReactNode> = {
  home: homeIcon,
  rank: rankIcon,
  find: findIcon,
  shortVideos: shortVideosIcon,
  userFavourites: userFavouritesIcon,
  mine: mineIcon,
};

/** The tabs of the bottom bar: the manifest's tab routes, in its order, named by their titles. */
export const tabs: readonly TabConfig[] = routeManifest.flatMap((route) =>
  route.tab
    ? [
        {
          key: route.tab,
          name: route.title ?? '',
          icon: TAB_ICONS[route.tab],
          url: route.path,
          openType: 'route' as const,
        },
      ]
    : [],
);
