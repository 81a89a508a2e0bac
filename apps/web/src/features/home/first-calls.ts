import {
  adsApi,
  categoriesApi,
  homeApi,
  videosApi,
  type VideoListArgs,
} from '@video/api-client/react';
import { type EncryptedImage, SHARE_VIDEO_TYPE } from '@video/domain';
import { storageKeys } from '@video/storage';
import type { FirstCallServices, FirstCalls } from '../../core/first-calls';
import type { AppStore } from '../../core/store/make-store';
import { selectAdsEnabled } from '../../core/store/session-slice';
import { shownBannerType } from './use-banner-type';

/** The newest share videos, for the final 分享解锁 block. */
export const SHARE_BLOCK_QUERY: VideoListArgs = {
  typeId: SHARE_VIDEO_TYPE,
  orderby: 'new',
  page: 1,
};

/**
 * The home's calls that need nothing but the address: tags, categories and the feed's blocks;
 * then the banners of the tag shown and the first banner's image, the page's largest paint,
 * without waiting for the screen to render the tags.
 */
export const startHomeCalls: FirstCalls = ({ dispatch, getState }, _search, services) => {
  if (selectAdsEnabled(getState())) services.startLeadImage(firstBannerImage(dispatch, services));
  dispatch(categoriesApi.util.prefetch('getCategories', undefined, {}));
  dispatch(homeApi.util.prefetch('getRecommended', undefined, {}));
  dispatch(homeApi.util.prefetch('getHomeBlocks', undefined, {}));
  dispatch(videosApi.util.prefetch('getVideos', SHARE_BLOCK_QUERY, {}));
};

/**
 * The tags, then the banners of the tag the screen will show: the first one's image. A returning
 * visitor's chosen tag has its banners asked for beside the tags rather than after them (the
 * tags only confirm that it still exists): one round trip less before the page's largest paint.
 */
async function firstBannerImage(
  dispatch: AppStore['dispatch'],
  services: FirstCallServices,
): Promise<EncryptedImage | null | undefined> {
  const banners = (tag: number) =>
    dispatch(adsApi.endpoints.getBannerAds.initiate(tag, { subscribe: false }));
  const stored = services.storage.get(storageKeys.bannerType);
  const chosen = /^\d+$/.test(stored) ? Number(stored) : null;
  const chosenBanners = chosen === null ? null : banners(chosen);
  const tags = await dispatch(
    adsApi.endpoints.getBannerTags.initiate(undefined, { subscribe: false }),
  );
  const bannerType = shownBannerType(tags.data, stored);
  if (bannerType === null) return null;
  const ads = await (bannerType === chosen && chosenBanners ? chosenBanners : banners(bannerType));
  return ads.data?.[0]?.image;
}
