import {
  DEFAULT_LIST_FILTER,
  decodeShareId,
  encodeShareId,
  FIND_TABS,
  type FindTab,
  type ListFilter,
  parseVideoId,
  shownBannerType,
  SORT_ORDERS,
  type SortOrder,
  format,
  visibleVideos,
} from '@video/domain';
import { storageKeys } from '@video/storage';
import {
  bannerAds,
  bannerTags,
  categories,
  exchangeAds,
  feedAds,
  feedFirstPage,
  FIRST_RANKING,
  homeBlocks,
  listFirstPage,
  newestShareVideos,
  notices,
  playInfoAds,
  prerollAds,
  recommended,
  videoDetails,
} from './arrival-calls';
import { type ArrivalContext, route } from './route';

/** A film's address: `?id=` its id, a whole number (absent when unreadable). */
const FILM_ADDRESS = {
  link: (video: { readonly id: number }) => ({ query: { id: video.id } }),
  read: (query: (name: string) => string | null) => ({ id: parseVideoId(query('id')) }),
};

/** Which grid 我的收藏 / 观看历史 (`/collectVideo?type=`) shows. */
export type MyVideosType = 'history' | 'favourites';

/**
 * Every screen of the product, the one place each is declared: its address, with a typed link
 * builder (`routes.playVideo.href({ id })`) and the parser of its query; how the app shows it (its
 * title, a tab, kept alive, its outline); and the calls a first visit there makes before the
 * framework has arrived. The keys are the screens' names, which their folders, components, tabs
 * and kept views share; tabs are in the tab bar's order.
 */
/**
 * 离线缓存: the kept films' page title, 我的's entry and the screen's bar. Kept here rather than in
 * the app's message table, which the embeddable player carries whole.
 */
export const KEPT_FILMS_TITLE = '离线缓存';

export const routes = {
  /** The entry screen; after a 401 it carries the server's message. */
  vendor: route('/vendor', {
    link: (logout?: { readonly message: string }) =>
      logout ? { query: { logout: 'logout', msg: logout.message } } : {},
    // After a logout, its message ('' when it came without one); null otherwise.
    read: (query) => ({
      logoutMessage: query('logout') === 'logout' ? (query('msg') ?? '') : null,
    }),
    title: format('vendor.welcome'),
  }),
  home: route('/home', {
    title: format('tab.home'),
    tab: true,
    kept: true,
    outline: 'home',
    leadImage: true,
    arrival: {
      // With ads on, the first banner of the tag the screen will show leads.
      lead: (_said, context) =>
        context.adsShown ? firstBannerImage(context) : Promise.resolve(null),
      rest: (_said, { calls }) => {
        calls.send(categories);
        calls.send(recommended);
        calls.send(homeBlocks);
        calls.send(newestShareVideos);
      },
    },
  }),
  rank: route('/rank', {
    title: format('tab.rank'),
    tab: true,
    kept: true,
    outline: 'rank',
    leadImage: true,
    arrival: {
      // The cover of the first ranked video of the ranking /rank opens at.
      lead: async (_said, { calls }) => {
        const firstPage = await calls.get(FIRST_RANKING);
        return firstPage ? visibleVideos(firstPage.items)[0]?.cover : undefined;
      },
      // The ranking's tabs.
      rest: (_said, { calls }) => {
        calls.send(categories);
      },
    },
  }),

  /** 发现, each sub-tab at its own child address. */
  find: route('/find', {
    nested: true,
    link: (tab?: FindTab) => ({ child: tab }),
    read: (_query, pathname) => ({ tab: findTabAt(pathname) }),
    title: format('tab.find'),
    tab: true,
    kept: true,
    outline: 'tabs',
  }),

  /** An artist's videos: the app models an artist as a tag; `name` is anyone's text. */
  artistDetails: route('/artist-details', {
    link: (artist: { readonly id: number; readonly name: string }) => ({
      query: { id: artist.id, name: artist.name },
    }),
    read: (query) => ({ id: parseVideoId(query('id')) }),
    title: format('find.artist'),
  }),

  /**
   * The 短视频 tab's grid of short videos. Its address, `/miin`, is the product's own name for
   * the fourth tab, kept so that links already handed out keep working.
   */
  shortVideoGrid: route('/miin', { title: format('tab.shortVideoGrid'), tab: true }),

  /** The 看看 tab: other visitors' favourites. */
  userFavourites: route('/favorites', {
    title: format('tab.userFavourites'),
    tab: true,
    kept: true,
  }),
  mine: route('/mine', {
    title: format('tab.mine'),
    tab: true,
    outline: 'mine',
    leadImage: true,
    arrival: {
      // With ads on, the first exchange ad's image leads.
      lead: async (_said, { calls, adsShown }) =>
        adsShown ? (await calls.get(exchangeAds))?.[0]?.image : null,
      // The notices strip.
      rest: (_said, { calls }) => {
        calls.send(notices);
      },
    },
  }),
  /** 离线缓存: the films kept for offline viewing, with their downloads. */
  keptFilms: route('/offline', { title: KEPT_FILMS_TITLE }),
  search: route('/search', { title: format('search.submit') }),
  searchList: route('/searchList', {
    link: (results: { readonly keyword: string }) => ({ query: { search: results.keyword } }),
    read: (query) => ({ keyword: query('search')?.trim() ?? '' }),
    kept: true,
  }),
  list: route('/list', {
    link: (filter: Pick<ListFilter, 'typeId'> & Partial<ListFilter>) => ({
      query: { typeId: filter.typeId, orderby: filter.orderby },
    }),
    read: (query): ListFilter => ({
      typeId: parseTypeId(query('typeId')),
      orderby: parseOrderby(query('orderby')),
    }),
    kept: true,
    outline: 'list',
    leadImage: true,
    arrival: {
      // The first card's cover: the first page.
      lead: async (filter, { calls }) => (await calls.get(listFirstPage(filter)))?.items[0]?.cover,
      // The list's title and tabs.
      rest: (_filter, { calls }) => {
        calls.send(categories);
      },
    },
  }),

  /** 我的收藏 or 观看历史: the visitor's own favourites or watch history. */
  myVideos: route('/collectVideo', {
    link: (grid: { readonly type: MyVideosType }) => ({
      query: { type: grid.type === 'history' ? 'history' : 'favorite' },
    }),
    // The watch history for `history` only; any other value, or none, is the favourites.
    read: (query) => ({
      type: (query('type') === 'history' ? 'history' : 'favourites') as MyVideosType,
    }),
  }),
  playVideo: route('/playVideo', {
    ...FILM_ADDRESS,
    outline: 'player',
    leadImage: true,
    arrival: {
      lead: posterOf,
      rest: ({ id }, { calls, adsShown }) => {
        if (adsShown && id !== null) calls.send(prerollAds);
      },
    },
  }),

  /** The share player: its id is encoded (see {@link encodeShareId}). */
  playVideoShare: route('/playVideoShare', {
    link: (video: { readonly id: number }) => ({ query: { id: encodeShareId(video.id) } }),
    read: (query) => ({ id: decodeShareId(query('id')) }),
    outline: 'player',
    leadImage: true,
    arrival: {
      lead: posterOf,
      // The newest share videos under the player and, with ads on, its PLAYINFO ad.
      rest: ({ id }, { calls, adsShown }) => {
        if (id === null) return;
        calls.send(newestShareVideos);
        if (adsShown) calls.send(playInfoAds);
      },
    },
  }),

  /** Only forwards to the player, keeping nothing but the id. */
  playLink: route('/playLink', {
    ...FILM_ADDRESS,
    untracked: true,
  }),

  /** The full-screen vertical feed of short videos, opening at `id` when given. */
  shortVideo: route('/shortVideo', {
    link: (video?: { readonly id: number }) => ({ query: { id: video?.id } }),
    read: (query) => ({ id: parseVideoId(query('id')) }),
    title: format('tab.shortVideoGrid'),
    outline: 'feed',
    leadImage: true,
    arrival: {
      /*
       * The cover of the clip the feed opens at: a shared clip's own (the feed opens at it,
       * wherever it is in the list), else the first clip of the newest. The first page goes
       * beside a shared clip's details, which it falls back on for an unknown one.
       */
      lead: async ({ id }, { calls }) => {
        const firstPage = calls.get(feedFirstPage);
        const shared = id === null ? undefined : await calls.get(videoDetails(id));
        if (shared) return shared.cover;
        const page = await firstPage;
        return page ? visibleVideos(page.items)[0]?.cover : undefined;
      },
      rest: (_said, { calls, adsShown }) => {
        if (adsShown) calls.send(feedAds);
      },
    },
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

/**
 * The tags, then the banners of the tag home will show: the first one's image. A returning
 * visitor's chosen tag has its banners asked for beside the tags rather than after them (the
 * tags only confirm that it still exists): one round trip less before the page's largest paint.
 */
async function firstBannerImage({ calls, storage }: ArrivalContext) {
  const stored = storage.get(storageKeys.bannerType);
  const chosen = /^\d+$/.test(stored) ? Number(stored) : null;
  const chosenBanners = chosen === null ? null : calls.get(bannerAds(chosen));
  const bannerType = shownBannerType(await calls.get(bannerTags), stored);
  if (bannerType === null) return null;
  const banners =
    bannerType === chosen && chosenBanners
      ? await chosenBanners
      : await calls.get(bannerAds(bannerType));
  return banners?.[0]?.image;
}

/** A player's lead image: the film's cover, its poster; none for an address without a readable id. */
async function posterOf({ id }: { readonly id: number | null }, { calls }: ArrivalContext) {
  return id === null ? null : (await calls.get(videoDetails(id)))?.cover;
}
