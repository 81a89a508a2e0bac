import { DEFAULT_LIST_FILTER, FIND_TABS, SORT_ORDERS } from './constants';
import { screenPath } from './addresses';
import type { SortOrder } from './entities';
import { parseVideoId } from './ids';
import type { ListFilter } from './list-state';
import { decodeShareId, encodeShareId } from './share-id';

/** The sub-tabs of 发现 (`/find/artist` …). */
export type FindTab = (typeof FIND_TABS)[number];

/** Which grid 我的收藏 / 观看历史 (`/collectVideo?type=`) shows. */
export type MyVideosType = 'history' | 'favourites';

/**
 * Every screen's address, the one place one is written: the product's paths, each with a typed
 * link builder (`paths.playVideo.href({ id })`) and the parser of its query. The keys are the
 * screens' names, which their folders, components, tabs and kept views share.
 */
export const paths = {
  /** The entry screen; after a 401 it carries the server's message. */
  vendor: screenPath('/vendor', {
    link: (logout?: { readonly message: string }) =>
      logout ? { query: { logout: 'logout', msg: logout.message } } : {},
    // After a logout, its message ('' when it came without one); null otherwise.
    read: (query) => ({
      logoutMessage: query('logout') === 'logout' ? (query('msg') ?? '') : null,
    }),
  }),
  home: screenPath('/home'),
  rank: screenPath('/rank'),

  /** 发现, each sub-tab at its own child address. */
  find: screenPath('/find', {
    nested: true,
    link: (tab?: FindTab) => ({ child: tab }),
    read: (_query, pathname) => ({ tab: findTabAt(pathname) }),
  }),

  /** An artist's videos: the app models an artist as a tag; `name` is anyone's text. */
  artistDetails: screenPath('/artist-details', {
    link: (artist: { readonly id: number; readonly name: string }) => ({
      query: { id: artist.id, name: artist.name },
    }),
    read: (query) => ({ id: parseVideoId(query('id')) }),
  }),

  /**
   * The 短视频 tab's grid of short videos. Its address, `/miin`, is the product's own name for
   * the fourth tab, kept so that links already handed out keep working.
   */
  shortVideoGrid: screenPath('/miin'),

  /** The 看看 tab: other visitors' favourites. */
  userFavourites: screenPath('/favorites'),
  mine: screenPath('/mine'),
  search: screenPath('/search'),
  searchList: screenPath('/searchList', {
    link: (results: { readonly keyword: string }) => ({ query: { search: results.keyword } }),
    read: (query) => ({ keyword: query('search')?.trim() ?? '' }),
  }),
  list: screenPath('/list', {
    link: (filter: Pick<ListFilter, 'typeId'> & Partial<ListFilter>) => ({
      query: { typeId: filter.typeId, orderby: filter.orderby },
    }),
    read: (query): ListFilter => ({
      typeId: parseTypeId(query('typeId')),
      orderby: parseOrderby(query('orderby')),
    }),
  }),

  /** 我的收藏 or 观看历史: the visitor's own favourites or watch history. */
  myVideos: screenPath('/collectVideo', {
    link: (grid: { readonly type: MyVideosType }) => ({
      query: { type: grid.type === 'history' ? 'history' : 'favorite' },
    }),
    // The watch history for `history` only; any other value, or none, is the favourites.
    read: (query) => ({
      type: (query('type') === 'history' ? 'history' : 'favourites') as MyVideosType,
    }),
  }),
  playVideo: screenPath('/playVideo', {
    link: (video: { readonly id: number }) => ({ query: { id: video.id } }),
    read: (query) => ({ id: parseVideoId(query('id')) }),
  }),

  /** The share player: its id is encoded (see {@link encodeShareId}). */
  playVideoShare: screenPath('/playVideoShare', {
    link: (video: { readonly id: number }) => ({ query: { id: encodeShareId(video.id) } }),
    read: (query) => ({ id: decodeShareId(query('id')) }),
  }),

  /** Only forwards to the player, keeping nothing but the id. */
  playLink: screenPath('/playLink', {
    link: (video: { readonly id: number }) => ({ query: { id: video.id } }),
    read: (query) => ({ id: parseVideoId(query('id')) }),
  }),

  /** The full-screen vertical feed of short videos, opening at `id` when given. */
  shortVideo: screenPath('/shortVideo', {
    link: (video?: { readonly id: number }) => ({ query: { id: video?.id } }),
    read: (query) => ({ id: parseVideoId(query('id')) }),
  }),
} as const;

/** The sub-tab a child address names (`/find/artist`); null for `/find` or an unknown one. */
function findTabAt(pathname: string): FindTab | null {
  const [, , child, ...below] = pathname.replace(/\/+$/, '').split('/');
  return below.length === 0 ? (FIND_TABS.find((tab) => tab === child) ?? null) : null;
}

/** A category id from the query: a whole number from 0, else all categories. */
function parseTypeId(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return DEFAULT_LIST_FILTER.typeId;
  const typeId = Number(value);
  return Number.isSafeInteger(typeId) ? typeId : DEFAULT_LIST_FILTER.typeId;
}

function parseOrderby(value: string | null): SortOrder {
  return SORT_ORDERS.find((order) => order === value) ?? DEFAULT_LIST_FILTER.orderby;
}
