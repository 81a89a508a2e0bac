import { storageKeys } from '@video/storage';
import type { FirstCallContext, FirstCallPlan } from '../../core/first-calls';
import { NEWEST_SHARE_VIDEOS } from '../../shared/newest-share-videos';
import { shownBannerType } from './banner-type';

/**
 * With ads on, the first banner of the tag the screen will show leads: the tags, then that
 * tag's banners. Then the categories and the feed's blocks.
 */
export const homeFirstCalls: FirstCallPlan = {
  lead: (_address, context) =>
    context.adsShown ? firstBannerImage(context) : Promise.resolve(null),
  rest: (_address, { calls }) => {
    calls.send('getCategories', undefined);
    calls.send('getRecommended', undefined);
    calls.send('getHomeBlocks', undefined);
    calls.send('getVideos', NEWEST_SHARE_VIDEOS);
  },
};

/**
 * The tags, then the banners of the tag the screen will show: the first one's image. A returning
 * visitor's chosen tag has its banners asked for beside the tags rather than after them (the
 * tags only confirm that it still exists): one round trip less before the page's largest paint.
 */
async function firstBannerImage({ calls, storage }: FirstCallContext) {
  const stored = storage.get(storageKeys.bannerType);
  const chosen = /^\d+$/.test(stored) ? Number(stored) : null;
  const chosenBanners = chosen === null ? null : calls.get('getBannerAds', chosen);
  const bannerType = shownBannerType(await calls.get('getBannerTags', undefined), stored);
  if (bannerType === null) return null;
  const banners =
    bannerType === chosen && chosenBanners
      ? await chosenBanners
      : await calls.get('getBannerAds', bannerType);
  return banners?.[0]?.image;
}
