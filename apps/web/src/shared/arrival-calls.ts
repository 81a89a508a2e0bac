import { arrivalCall } from '@video/api-client';
import { SHARE_VIDEO_TYPE } from '@video/domain';

/*
 * Arrival calls more than one screen makes: each is declared once, sent early by the screens
 * whose arrival needs it, and subscribed to by every screen that shows its reply.
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
