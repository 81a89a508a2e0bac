import type { Ad, Tag } from '@video/domain';
import { ownApi } from '../own-api';
import { type AdSlot, adsRequest, bannerAdsRequest, bannerTagsRequest } from '../requests/ads';

export type { AdSlot } from '../requests/ads';

/** Ads and banner tags of the own API (the requests: `requests/ads.ts`). */
export const adsApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** The ads of one slot. */
    getAds: build.query<readonly Ad[], AdSlot>({ query: adsRequest }),
    /** The home banners of one banner tag. */
    getBannerAds: build.query<readonly Ad[], number | string>({ query: bannerAdsRequest }),
    /** The banner tags. */
    getBannerTags: build.query<readonly Tag[], void>({ query: bannerTagsRequest }),
  }),
});

export const { useGetAdsQuery, useGetBannerAdsQuery, useGetBannerTagsQuery } = adsApi;
