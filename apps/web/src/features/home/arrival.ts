import { arrivalCall } from '@video/api-client';
import { storageKeys } from '@video/storage';
import type { ArrivalContext, ArrivalPlan } from '../../core/arrival';
import { categories, newestShareVideos } from '../../shared/arrival-calls';
import { shownBannerType } from './banner-type';

/** The banner tags, above the carousel (with ads on). */
export const bannerTags = arrivalCall('getBannerTags', undefined);

/** The banners of one tag: the carousel's slides. */
export const bannerAds = (bannerType: number) => arrivalCall('getBannerAds', bannerType);

/** 推荐: the feed's first block. */
export const recommended = arrivalCall('getRecommended', undefined);

/** The feed's category blocks. */
export const homeBlocks = arrivalCall('getHomeBlocks', undefined);

/**
 * With ads on, the first banner of the tag the screen will show leads: the tags, then that
 * tag's banners. Then the categories and the feed's blocks.
 */
export const homeArrival: ArrivalPlan = {
  lead: (_address, context) =>
    context.adsShown ? firstBannerImage(context) : Promise.resolve(null),
  rest: (_address, { calls }) => {
    calls.send(categories);
    calls.send(recommended);
    calls.send(homeBlocks);
    calls.send(newestShareVideos);
  },
};

/**
 * The tags, then the banners of the tag the screen will show: the first one's image. A returning
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
