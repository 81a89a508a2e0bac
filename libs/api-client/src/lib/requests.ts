import type { Ad, Category, HomeBlock, Notice, Page, SortOrder, Tag, Video } from '@video/domain';
import type { DecodedRequest } from './api-request';
import {
  decodeAdList,
  decodeCategoryList,
  decodeHomeBlockList,
  decodeNoticePage,
  decodeTagList,
  decodeVideo,
  decodeVideoList,
  decodeVideoPage,
} from './schemas/decoders';

/*
 * The calls a first screen makes, as requests: the RTK Query endpoints of the same names send
 * them, and so do the calls made while the app's framework still downloads (`createEarlyCalls`),
 * so that both send the same call for the same arguments.
 */

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

/** A page of one category's videos; type 0 is all, 59 short videos, 60 share videos. */
export interface VideoListArgs {
  readonly typeId: number;
  readonly orderby: SortOrder;
  readonly page: number;
}

/** A page of the ranking of one category. */
export interface RankingArgs {
  /** Category type id; 0 ranks all. */
  readonly typeId: number;
  readonly page: number;
}

/** `GET /api/adinfo/{slot}`. */
export const adsRequest = (slot: AdSlot): DecodedRequest<readonly Ad[]> => ({
  url: `/api/adinfo/${SLOT_PATHS[slot]}`,
  decode: decodeAdList,
});

/** `GET /api/adinfo/BANNER/{bannerType}`: the home banners of one banner tag. */
export const bannerAdsRequest = (bannerType: number | string): DecodedRequest<readonly Ad[]> => ({
  url: `/api/adinfo/BANNER/${encodeURIComponent(bannerType)}`,
  decode: decodeAdList,
});

/** `GET /api/adsort`: the banner tags. */
export const bannerTagsRequest = (): DecodedRequest<readonly Tag[]> => ({
  url: '/api/adsort',
  decode: decodeTagList,
});

/** `GET /api/videosort/{type}?orderby&page`. */
export const videoListRequest = ({
  typeId,
  orderby,
  page,
}: VideoListArgs): DecodedRequest<Page<Video>> => ({
  url: `/api/videosort/${typeId}`,
  params: { orderby, page },
  decode: decodeVideoPage,
});

/** `GET /api/rank?type&page`: every video has `rank` set. */
export const rankingRequest = ({ typeId, page }: RankingArgs): DecodedRequest<Page<Video>> => ({
  url: '/api/rank',
  params: { type: typeId, page },
  decode: decodeVideoPage,
});

/** `GET /api/videoplay/{id}?uuid=1`: one video for the player; an unknown id fails. */
export const videoRequest = (id: number): DecodedRequest<Video> => ({
  url: `/api/videoplay/${id}`,
  params: { uuid: 1 },
  decode: decodeVideo,
});

/** `GET /api/videosort`: every category, without videos. */
export const categoriesRequest = (): DecodedRequest<readonly Category[]> => ({
  url: '/api/videosort',
  decode: decodeCategoryList,
});

/** `GET /api/videoindex`: category blocks with their videos and ad banners, in feed order. */
export const homeBlocksRequest = (): DecodedRequest<readonly HomeBlock[]> => ({
  url: '/api/videoindex',
  decode: decodeHomeBlockList,
});

/** `GET /api/videorecommand`: twelve videos, shown as three batches of four. */
export const recommendedRequest = (): DecodedRequest<readonly Video[]> => ({
  url: '/api/videorecommand',
  decode: decodeVideoList,
});

/** `GET /api/sysnotice?page`. */
export const noticesRequest = ({
  page,
}: {
  readonly page: number;
}): DecodedRequest<Page<Notice>> => ({
  url: '/api/sysnotice',
  params: { page },
  decode: decodeNoticePage,
});

/** The requests of the first calls, by the name of the RTK Query endpoint that sends each. */
export const firstCallRequests = {
  getAds: adsRequest,
  getBannerAds: bannerAdsRequest,
  getBannerTags: bannerTagsRequest,
  getCategories: categoriesRequest,
  getHomeBlocks: homeBlocksRequest,
  getNotices: noticesRequest,
  getRanking: rankingRequest,
  getRecommended: recommendedRequest,
  getVideo: videoRequest,
  getVideos: videoListRequest,
} as const;

/** The endpoint of a first call. */
export type FirstCallEndpoint = keyof typeof firstCallRequests;

/** What the endpoint's call takes (undefined for a call without arguments). */
export type FirstCallArgs<K extends FirstCallEndpoint> =
  Parameters<(typeof firstCallRequests)[K]> extends [infer A] ? A : undefined;

/** What the endpoint's reply decodes to. */
export type FirstCallData<K extends FirstCallEndpoint> =
  ReturnType<(typeof firstCallRequests)[K]> extends DecodedRequest<infer T> ? T : never;
