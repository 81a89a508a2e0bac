import type { Ad, Tag } from '@video/domain';
import { ownApi } from '../own-api';
import { decodeAdList, decodeTagList } from '../schemas/decoders';

/**
 * Where ads show: the Mine screen, under the player, before playback (pre-roll), in the
 * short-video feed, and the pop-up (`EXPLODE`).
 */
export type AdSlot = 'USER' | 'PLAYINFO' | 'PLAYBEFORE' | 'SHORT_VIDEO' | 'EXPLODE';

/** `EXPLODE` takes a fixed second segment. */
const SLOT_PATHS: Readonly<Record<AdSlot, string>> = {
  USER: 'USER',
  PLAYINFO: 'PLAYINFO',
  PLAYBEFORE: 'PLAYBEFORE',
  SHORT_VIDEO: 'SHORT_VIDEO',
  EXPLODE: 'EXPLODE/0',
};

/** Ads and banner tags of the own API. */
export const adsApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/adinfo/{slot}`. */
    getAds: build.query<readonly Ad[], AdSlot>({
      query: (slot) => ({ url: `/api/adinfo/${SLOT_PATHS[slot]}`, decode: decodeAdList }),
    }),
    /** `GET /api/adinfo/BANNER/{bannerType}`: the home banners of one banner tag. */
    getBannerAds: build.query<readonly Ad[], number | string>({
      query: (bannerType) => ({
        url: `/api/adinfo/BANNER/${encodeURIComponent(bannerType)}`,
        decode: decodeAdList,
      }),
    }),
    /** `GET /api/adsort`: the banner tags. */
    getBannerTags: build.query<readonly Tag[], void>({
      query: () => ({ url: '/api/adsort', decode: decodeTagList }),
    }),
  }),
});

export const { useGetAdsQuery, useGetBannerAdsQuery, useGetBannerTagsQuery } = adsApi;
