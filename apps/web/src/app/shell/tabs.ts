import { format } from '@video/domain';
import type { TabBarTab } from '@video/ui';
import type { TabKey } from '../routes';
import find from './tab-icons/find.svg';
import findGray from './tab-icons/find-gray.svg';
import home from './tab-icons/home.svg';
import homeGray from './tab-icons/home-gray.svg';
import mine from './tab-icons/mine.svg';
import mineGray from './tab-icons/mine-gray.svg';
import rank from './tab-icons/rank.svg';
import rankGray from './tab-icons/rank-gray.svg';
import shortVideos from './tab-icons/short-videos.svg';
import shortVideosGray from './tab-icons/short-videos-gray.svg';
import userFavourites from './tab-icons/user-favourites.svg';
import userFavouritesGray from './tab-icons/user-favourites-gray.svg';

/** A tab of the bottom bar in the spec's config shape ({image, image_gray, name, open_type, url}). */
export interface TabConfig extends TabBarTab {
  readonly key: TabKey;
  /** How the tab opens: inside the app, or a new context for an outside link. */
  readonly openType: 'route' | 'external';
}

/** The six tabs of the bottom bar, in order. */
export const tabs: readonly TabConfig[] = [
  {
    key: 'home',
    name: format('tab.home'),
    image: home,
    imageGray: homeGray,
    url: '/home',
    openType: 'route',
  },
  {
    key: 'rank',
    name: format('tab.rank'),
    image: rank,
    imageGray: rankGray,
    url: '/rank',
    openType: 'route',
  },
  {
    key: 'find',
    name: format('tab.find'),
    image: find,
    imageGray: findGray,
    url: '/find',
    openType: 'route',
  },
  {
    key: 'shortVideos',
    name: format('tab.shortVideos'),
    image: shortVideos,
    imageGray: shortVideosGray,
    url: '/miin',
    openType: 'route',
  },
  {
    key: 'userFavourites',
    name: format('tab.userFavourites'),
    image: userFavourites,
    imageGray: userFavouritesGray,
    url: '/favorites',
    openType: 'route',
  },
  {
    key: 'mine',
    name: format('tab.mine'),
    image: mine,
    imageGray: mineGray,
    url: '/mine',
    openType: 'route',
  },
];
