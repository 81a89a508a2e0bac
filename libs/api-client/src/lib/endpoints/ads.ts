import type { Ad, Tag } from '@video/domain';
import { ownApi } from '../own-api';
import { type AdSlot, adsRequest, bannerAdsRequest, bannerTagsRequest } from '../requests';

export type { AdSlot } from '../requests';

/** Ads and banner tags of the own API. */
export const adsApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/adinfo/{slot}`. */
    getAds: build.query<readonly Ad[], AdSlot>({ query: adsRequest }),
    /** `GET /api/adinfo/BANNER/{bannerType}`: the home banners of one banner tag. */
    getBannerAds: build.query<readonly Ad[], number | string>({ query: bannerAdsRequest }),
    /** `GET /api/adsort`: the banner tags. */
    getBannerTags: build.query<readonly Tag[], void>({ query: bannerTagsRequest }),
  }),
});

export const { useGetAdsQuery, useGetBannerAdsQuery, useGetBannerTagsQuery } = adsApi;
