import { arrivalCall } from '@video/api-client';
import {
  ALL_CATEGORY_ID,
  type ListFilter,
  SHARE_VIDEO_TYPE,
  SHORT_VIDEO_TYPE,
} from '@video/domain';

/*
 * The calls the screens make on arrival, each declared once: a first visit sends those of the
 * screen it opens at before the framework has arrived (the screen's `arrival` in the table), and
 * every screen that shows a reply subscribes to the same declaration (`useArrivalQuery`), so that
 * it finds the reply in the store.
 */

/** The categories: home's icons, a list's tabs and title, the ranking's tabs. */
export const categories = arrivalCall('getCategories', undefined);

/**
 * The newest share videos' first page: home's final 分享解锁 block and the list under the share
 * player. One query, so that either screen finds the other's reply in the cache.
 */
export const newestShareVideos = arrivalCall('getVideos', {
  typeId: SHARE_VIDEO_TYPE,
  orderby: 'new',
  page: 1,
});

/** The notices' first page: 我的's strip and its dialog, and the tab bar's dot. */
export const notices = arrivalCall('getNotices', { page: 1 });

/** A video's details: a player's title and poster, a shared clip the feed opens at. */
export const videoDetails = (id: number) => arrivalCall('getVideo', id);

/** The PLAYINFO ads under a film (with ads on): the share player shows the first, the player one at random. */
export const playInfoAds = arrivalCall('getAds', 'PLAYINFO');

/** The banner tags, above home's carousel (with ads on). */
export const bannerTags = arrivalCall('getBannerTags', undefined);

/** The banners of one tag: the carousel's slides. */
export const bannerAds = (bannerType: number) => arrivalCall('getBannerAds', bannerType);

/** 推荐: home's first block. */
export const recommended = arrivalCall('getRecommended', undefined);

/** Home's category blocks. */
export const homeBlocks = arrivalCall('getHomeBlocks', undefined);

/**
 * A list's first page of the category and sort its address names, past every cache: the list
 * always shows what is new (pull-to-refresh too), and pages on from it.
 */
export const listFirstPage = (filter: ListFilter) =>
  arrivalCall('getVideos', { ...filter, page: 1 }, { fresh: true });

/** The ranking of category `typeId`: its first page, paged on as the visitor scrolls. */
export const rankingFirstPage = (typeId: number) => arrivalCall('getRanking', { typeId, page: 1 });

/** The ranking as /rank and 发现's 排行 open: all categories. */
export const FIRST_RANKING = rankingFirstPage(ALL_CATEGORY_ID);

/** 我的's exchange ads' tiles (with ads on). */
export const exchangeAds = arrivalCall('getAds', 'USER');

/** The pre-roll ads (with ads on): one is picked at random before the film. */
export const prerollAds = arrivalCall('getAds', 'PLAYBEFORE');

/** The feed's first page: the newest short videos, paged on as the visitor swipes. */
export const feedFirstPage = arrivalCall('getVideos', {
  typeId: SHORT_VIDEO_TYPE,
  orderby: 'new',
  page: 1,
});

/** The feed's ads (with ads on): one after every 4th clip. */
export const feedAds = arrivalCall('getAds', 'SHORT_VIDEO');
