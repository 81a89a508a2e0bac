import { format } from '@video/domain';
import type { TabBarTab } from '@video/ui';
import type { TabKey } from '../routes';
import {
  findIcon,
  homeIcon,
  mineIcon,
  rankIcon,
  shortVideosIcon,
  userFavouritesIcon,
} from './tab-icons';

/**
 * A tab of the bottom bar in the spec's config shape ({image, image_gray, name, open_type, url}),
 * the app's own icons drawn inline rather than as images (see `tab-icons.tsx`).
 */
export type TabConfig = TabBarTab & {
  readonly key: TabKey;
  /** How the tab opens: inside the app, or a new context for an outside link. */
  readonly openType: 'route' | 'external';
};

/** The six tabs of the bottom bar, in order. */
export const tabs: readonly TabConfig[] = [
  {
    key: 'home',
    name: format('tab.home'),
    icon: homeIcon,
    url: '/home',
    openType: 'route',
  },
  {
    key: 'rank',
    name: format('tab.rank'),
    icon: rankIcon,
    url: '/rank',
    openType: 'route',
  },
  {
    key: 'find',
    name: format('tab.find'),
    icon: findIcon,
    url: '/find',
    openType: 'route',
  },
  {
    key: 'shortVideos',
    name: format('tab.shortVideos'),
    icon: shortVideosIcon,
    url: '/miin',
    openType: 'route',
  },
  {
    key: 'userFavourites',
    name: format('tab.userFavourites'),
    icon: userFavouritesIcon,
    url: '/favorites',
    openType: 'route',
  },
  {
    key: 'mine',
    name: format('tab.mine'),
    icon: mineIcon,
    url: '/mine',
    openType: 'route',
  },
];
