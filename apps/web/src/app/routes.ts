import type { ComponentType } from 'react';
import { format } from '@video/domain';
import { firstVisitPath, withoutTrailingSlash } from './first-visit-path';
import { type LazyScreen, lazyScreen } from './lazy-screen';

/** The tab a route belongs to; the tab bar shows on tab routes only. */
export type TabKey = 'home' | 'rank' | 'find' | 'shortVideos' | 'userFavourites' | 'mine';

export interface AppRoute {
  /** The route's name in the spec (e.g. `rank-page-view`); also its keep-alive key. */
  readonly name: string;
  readonly path: string;
  /** Also matches the path's children (`/find/rank`). */
  readonly nested?: boolean;
  readonly Screen: ComponentType;
  /** Downloads the screen's code (e.g. while the config loads); never rejects. */
  readonly preload: () => Promise<void>;
  /**
   * The page's name in the browser's title; without one the screen names the page itself (a
   * list by its category, a player by its video, search results by the keyword).
   */
  readonly title?: string;
  /** Kept alive when the visitor leaves, with its scroll offset (spec: cached views). */
  readonly cached?: boolean;
  readonly tab?: TabKey;
}

/** A lazily loaded screen: every route is its own chunk, asked for again after a failed load. */
function screen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyScreen {
  return lazyScreen(async () => (await load())[name]);
}

/** Every route of the product, with the names and paths its links and stats use. */
export const appRoutes: readonly AppRoute[] = [
  {
    name: 'vendor',
    title: format('vendor.welcome'),
    path: '/vendor',
    ...screen(() => import('../features/vendor'), 'VendorScreen'),
  },
  {
    name: 'home',
    title: format('tab.home'),
    path: '/home',
    ...screen(() => import('../features/home'), 'HomeScreen'),
    cached: true,
    tab: 'home',
  },
  {
    name: 'rank-page-view',
    title: format('tab.rank'),
    path: '/rank',
    ...screen(() => import('../features/rank'), 'RankScreen'),
    cached: true,
    tab: 'rank',
  },
  {
    name: 'find',
    title: format('tab.find'),
    path: '/find',
    nested: true,
    ...screen(() => import('../features/find'), 'FindScreen'),
    cached: true,
    tab: 'find',
  },
  {
    name: 'artist-details',
    title: format('find.artist'),
    path: '/artist-details',
    ...screen(() => import('../features/artist-details'), 'ArtistDetailsScreen'),
  },
  {
    name: 'miin',
    title: format('tab.shortVideos'),
    path: '/miin',
    ...screen(() => import('../features/short-video-grid'), 'ShortVideoGridScreen'),
    tab: 'shortVideos',
  },
  {
    name: 'favorites',
    title: format('tab.userFavourites'),
    path: '/favorites',
    ...screen(() => import('../features/user-favourites'), 'UserFavouritesScreen'),
    cached: true,
    tab: 'userFavourites',
  },
  {
    name: 'mine',
    title: format('tab.mine'),
    path: '/mine',
    ...screen(() => import('../features/mine'), 'MineScreen'),
    tab: 'mine',
  },
  {
    name: 'search',
    title: format('search.submit'),
    path: '/search',
    ...screen(() => import('../features/search'), 'SearchScreen'),
  },
  {
    name: 'searchList',
    path: '/searchList',
    ...screen(() => import('../features/search-list'), 'SearchListScreen'),
    cached: true,
  },
  {
    name: 'list',
    path: '/list',
    ...screen(() => import('../features/list'), 'ListScreen'),
    cached: true,
  },
  {
    name: 'collectVideo',
    path: '/collectVideo',
    ...screen(() => import('../features/my-videos'), 'MyVideosScreen'),
  },
  {
    name: 'playVideo',
    path: '/playVideo',
    ...screen(() => import('../features/play-video'), 'PlayVideoScreen'),
  },
  {
    name: 'playVideoShare',
    path: '/playVideoShare',
    ...screen(() => import('../features/play-video-share'), 'PlayVideoShareScreen'),
  },
  {
    name: 'playLink',
    path: '/playLink',
    ...screen(() => import('../features/play-link'), 'PlayLinkScreen'),
  },
  {
    name: 'shortVideo',
    title: format('tab.shortVideos'),
    path: '/shortVideo',
    ...screen(() => import('../features/short-video'), 'ShortVideoScreen'),
  },
];

export const notFoundRoute: AppRoute = {
  name: 'not-found',
  title: '页面不存在',
  path: '*',
  ...screen(() => import('../features/not-found'), 'NotFoundScreen'),
};

/** The route for `pathname`; the not-found route when none matches. */
export function matchRoute(pathname: string, routes: readonly AppRoute[] = appRoutes): AppRoute {
  const path = withoutTrailingSlash(pathname);
  return (
    routes.find(
      (route) => path === route.path || (route.nested && path.startsWith(`${route.path}/`)),
    ) ?? notFoundRoute
  );
}

/** The vendor screen's address after a 401, carrying the server's message. */
export function vendorPath(message: string): string {
  return `/vendor?logout=logout&msg=${encodeURIComponent(message)}`;
}

/** The route a first visit at `pathname` shows (`/` leads home). */
function routeAt(pathname: string): AppRoute {
  return matchRoute(firstVisitPath(pathname));
}

/**
 * Downloads the code of the screen at `pathname` (`/` shows home), so that it arrives beside the
 * store rather than after the first render; never rejects.
 */
export function preloadScreen(pathname: string): Promise<void> {
  return routeAt(pathname).preload();
}
