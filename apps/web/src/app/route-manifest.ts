import { format, paths, type ScreenName, screenAt } from '@video/domain';
import type { ArrivalPlan } from '../core/arrival';
import type { SCREEN_OUTLINES } from './boot/outline';
import type { RouteForward } from '../core/route-forward';
import { tellLogoutReason } from '../core/logout-reasons';
import { homeArrival } from '../features/home/arrival';
import { listArrival } from '../features/list/arrival';
import { mineArrival } from '../features/mine/arrival';
import { playVideoArrival } from '../features/play-video/arrival';
import { playVideoShareArrival } from '../features/play-video-share/arrival';
import { rankArrival } from '../features/rank/arrival';
import { shortVideoArrival } from '../features/short-video/arrival';
import { findForward } from '../features/find/find-forward';
import { vendorForward } from '../features/vendor/vendor-forward';

/**
 * The outline index.html paints for a first visit, before the app's script has run: a screen's
 * own first view (`SCREEN_OUTLINES` in `boot/outline.tsx`), or `tabs`, a tab screen's tab bar
 * alone.
 */
export type OutlineKind = keyof typeof SCREEN_OUTLINES | 'tabs';

/** What the app knows of a screen beside its address (`paths` in `@video/domain`). */
interface ScreenEntry {
  /**
   * The page's name in the browser's title (and the tab's label); without one the screen names
   * the page itself (a list by its category, a player by its video, search results by the word).
   */
  readonly title?: string;
  /** A tab of the bottom bar, in the table's order; the tab bar shows on tab screens only. */
  readonly tab?: true;
  /** Kept alive when the visitor leaves, with its scroll offset (up to `KEEP_ALIVE_MAX` views). */
  readonly kept?: true;
  /** The calls a first visit makes before the framework has arrived. */
  readonly arrival?: ArrivalPlan;
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

/** One route of the product: a screen at its address. */
export interface RouteEntry<Name extends string = ScreenName | 'notFound'> extends ScreenEntry {
  /** The screen's name: its key in `paths`, its kept view's and its tab's key. */
  readonly name: Name;
  readonly path: string;
  /** Also matches the path's children (`/find/rank`). */
  readonly nested: boolean;
}

/** Every screen of the product, by its address's name in `paths`, tabs in the tab bar's order. */
const screens: Readonly<Record<ScreenName, ScreenEntry>> = {
  vendor: {
    title: format('vendor.welcome'),
    forward: vendorForward,
  },
  home: {
    title: format('tab.home'),
    tab: true,
    kept: true,
    arrival: homeArrival,
    outline: 'home',
    leadImage: true,
  },
  rank: {
    title: format('tab.rank'),
    tab: true,
    kept: true,
    arrival: rankArrival,
    outline: 'rank',
    leadImage: true,
  },
  find: {
    forward: findForward,
    title: format('tab.find'),
    tab: true,
    kept: true,
    outline: 'tabs',
  },
  artistDetails: {
    title: format('find.artist'),
  },
  shortVideoGrid: {
    title: format('tab.shortVideoGrid'),
    tab: true,
  },
  userFavourites: {
    title: format('tab.userFavourites'),
    tab: true,
    kept: true,
  },
  mine: {
    title: format('tab.mine'),
    tab: true,
    arrival: mineArrival,
    outline: 'mine',
    leadImage: true,
  },
  search: {
    title: format('search.submit'),
  },
  searchList: {
    kept: true,
  },
  list: {
    kept: true,
    arrival: listArrival,
    outline: 'list',
    leadImage: true,
  },
  myVideos: {},
  playVideo: {
    arrival: playVideoArrival,
    outline: 'player',
    leadImage: true,
  },
  playVideoShare: {
    arrival: playVideoShareArrival,
    outline: 'player',
    leadImage: true,
  },
  playLink: {
    // Only forwards to the player.
    untracked: true,
  },
  shortVideo: {
    title: format('tab.shortVideoGrid'),
    arrival: shortVideoArrival,
    outline: 'feed',
    leadImage: true,
  },
};

/** Every route of the product, in the order above (the tab bar's order). */
export const routeManifest: readonly RouteEntry<ScreenName>[] = (
  Object.keys(screens) as ScreenName[]
).map((name) => ({
  name,
  path: paths[name].path,
  nested: paths[name].nested,
  ...screens[name],
}));

/** What every other address shows. */
export const notFoundEntry: RouteEntry = {
  name: 'notFound',
  path: '*',
  nested: false,
  title: '页面不存在',
};

/**
 * The entry a first visit at `pathname` (inside the app) shows: `/` is home's, an address no
 * screen has is {@link notFoundEntry}'s.
 */
export function entryAt(pathname: string): RouteEntry {
  const name = screenAt(pathname);
  return routeManifest.find((entry) => entry.name === name) ?? notFoundEntry;
}

/**
 * The vendor screen's address after a 401, carrying the server's message, which the screen then
 * shows as one the app put there (any other `?msg=` it does not).
 */
export function vendorPath(message: string): string {
  tellLogoutReason(message);
  return paths.vendor.href({ message });
}
