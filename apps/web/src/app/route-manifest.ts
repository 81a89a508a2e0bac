import type { ComponentType } from 'react';
import { format } from '@video/domain';
import type { FirstCallPlan } from '../core/first-calls';
import type { RouteForward } from '../core/route-forward';
import { tellLogoutReason } from '../core/logout-reasons';
import { routeAt, type RoutePath } from './route-path';
import { homeFirstCalls } from '../features/home/first-calls';
import { listFirstCalls } from '../features/list/first-calls';
import { mineFirstCalls } from '../features/mine/first-calls';
import { playVideoFirstCalls } from '../features/play-video/first-calls';
import { playVideoShareFirstCalls } from '../features/play-video-share/first-calls';
import { rankFirstCalls } from '../features/rank/first-calls';
import { shortVideoFirstCalls } from '../features/short-video/first-calls';
import { findForward } from '../features/find/find-forward';
import { vendorForward } from '../features/vendor/vendor-forward';

/** The tab a route belongs to; the tab bar shows on tab routes only, in the manifest's order. */
export type TabKey = 'home' | 'rank' | 'find' | 'shortVideos' | 'userFavourites' | 'mine';

/**
 * The outline index.html paints for a first visit, before the app's script has run: `home` and
 * `mine` their own, `tabs` a tab screen's bar and tab bar, `list` a list's cards, `player` the
 * player's stage, `feed` the short-video feed's dark full screen with a clip's cover, `rank` the
 * ranking's rows under its title and tabs.
 */
export type OutlineKind = 'home' | 'mine' | 'tabs' | 'list' | 'player' | 'feed' | 'rank';

/** One route of the product: everything the router, the tab bar, the stats and the boot know of it. */
export interface RouteEntry extends RoutePath {
  /** The page-view name of the route; also its keep-alive key. */
  readonly name: string;
  /**
   * The page's name in the browser's title (and the tab's label); without one the screen names
   * the page itself (a list by its category, a player by its video, search results by the word).
   */
  readonly title?: string;
  readonly tab?: TabKey;
  /** Kept alive when the visitor leaves, with its scroll offset (up to `KEEP_ALIVE_MAX` views). */
  readonly kept?: boolean;
  /** Loads the screen's code: every route is its own chunk. */
  readonly screen: () => Promise<ComponentType>;
  /** The calls a first visit makes before the framework has arrived. */
  readonly firstCalls?: FirstCallPlan;
  /** What index.html paints here before the app's script has run. */
  readonly outline?: OutlineKind;
  /**
   * The outline shows the screen's lead image (its largest paint): the framework's files wait
   * for it, so that the image has the link to itself.
   */
  readonly leadImage?: boolean;
  /** Reports no page view of its own (a route that only forwards elsewhere). */
  readonly untracked?: boolean;
  /**
   * Where the address forwards before its screen shows, when it does: the shell moves there in
   * place (React Router's `<Navigate replace>`) and reports a page view for the address reached
   * only, never for the one forwarded from.
   */
  readonly forward?: RouteForward;
}

/** The address `/` leads to. */
export const START_PATH = '/home';

/** The entry screen: where a visitor without a token (when one is required) is sent. */
export const VENDOR_PATH = '/vendor';

/** Every route of the product: the one place an address of a screen is written. */
export const routeManifest: readonly RouteEntry[] = [
  {
    name: 'vendor',
    path: VENDOR_PATH,
    title: format('vendor.welcome'),
    forward: vendorForward,
    screen: async () => (await import('../features/vendor')).VendorScreen,
  },
  {
    name: 'home',
    path: START_PATH,
    title: format('tab.home'),
    tab: 'home',
    kept: true,
    screen: async () => (await import('../features/home')).HomeScreen,
    firstCalls: homeFirstCalls,
    outline: 'home',
    leadImage: true,
  },
  {
    name: 'rank-page-view',
    path: '/rank',
    title: format('tab.rank'),
    tab: 'rank',
    kept: true,
    screen: async () => (await import('../features/rank')).RankScreen,
    firstCalls: rankFirstCalls,
    outline: 'rank',
    leadImage: true,
  },
  {
    name: 'find',
    path: '/find',
    nested: true,
    forward: findForward,
    title: format('tab.find'),
    tab: 'find',
    kept: true,
    screen: async () => (await import('../features/find')).FindScreen,
    outline: 'tabs',
  },
  {
    name: 'artist-details',
    path: '/artist-details',
    title: format('find.artist'),
    screen: async () => (await import('../features/artist-details')).ArtistDetailsScreen,
  },
  {
    name: 'miin',
    path: '/miin',
    title: format('tab.shortVideos'),
    tab: 'shortVideos',
    screen: async () => (await import('../features/short-video-grid')).ShortVideoGridScreen,
  },
  {
    name: 'favorites',
    path: '/favorites',
    title: format('tab.userFavourites'),
    tab: 'userFavourites',
    kept: true,
    screen: async () => (await import('../features/user-favourites')).UserFavouritesScreen,
  },
  {
    name: 'mine',
    path: '/mine',
    title: format('tab.mine'),
    tab: 'mine',
    screen: async () => (await import('../features/mine')).MineScreen,
    firstCalls: mineFirstCalls,
    outline: 'mine',
    leadImage: true,
  },
  {
    name: 'search',
    path: '/search',
    title: format('search.submit'),
    screen: async () => (await import('../features/search')).SearchScreen,
  },
  {
    name: 'searchList',
    path: '/searchList',
    kept: true,
    screen: async () => (await import('../features/search-list')).SearchListScreen,
  },
  {
    name: 'list',
    path: '/list',
    kept: true,
    screen: async () => (await import('../features/list')).ListScreen,
    firstCalls: listFirstCalls,
    outline: 'list',
    leadImage: true,
  },
  {
    name: 'collectVideo',
    path: '/collectVideo',
    screen: async () => (await import('../features/my-videos')).MyVideosScreen,
  },
  {
    name: 'playVideo',
    path: '/playVideo',
    screen: async () => (await import('../features/play-video')).PlayVideoScreen,
    firstCalls: playVideoFirstCalls,
    outline: 'player',
    leadImage: true,
  },
  {
    name: 'playVideoShare',
    path: '/playVideoShare',
    screen: async () => (await import('../features/play-video-share')).PlayVideoShareScreen,
    firstCalls: playVideoShareFirstCalls,
    outline: 'player',
    leadImage: true,
  },
  {
    name: 'playLink',
    path: '/playLink',
    // Only forwards to the player.
    untracked: true,
    screen: async () => (await import('../features/play-link')).PlayLinkScreen,
  },
  {
    name: 'shortVideo',
    path: '/shortVideo',
    title: format('tab.shortVideos'),
    screen: async () => (await import('../features/short-video')).ShortVideoScreen,
    firstCalls: shortVideoFirstCalls,
    outline: 'feed',
    leadImage: true,
  },
];

/** What every other address shows. */
export const notFoundEntry: RouteEntry = {
  name: 'not-found',
  path: '*',
  title: '页面不存在',
  screen: async () => (await import('../features/not-found')).NotFoundScreen,
};

/**
 * The entry a first visit at `pathname` shows (`/` leads to {@link START_PATH}), found without the
 * router: the start before the framework picks the first calls with it. React Router matches the
 * same addresses to the same entries (a unit test holds the two together).
 */
export function entryAt(pathname: string): RouteEntry {
  return routeAt(routeManifest, pathname, START_PATH) ?? notFoundEntry;
}

/**
 * The vendor screen's address after a 401, carrying the server's message, which the screen then
 * shows as one the app put there (any other `?msg=` it does not).
 */
export function vendorPath(message: string): string {
  tellLogoutReason(message);
  return `${VENDOR_PATH}?logout=logout&msg=${encodeURIComponent(message)}`;
}
