// Runtime config
export { parseConfig } from './lib/config/app-config';
export type { AppConfig, ConfigResult, StatsConfig } from './lib/config/app-config';
export { loadConfig } from './lib/config/load-config';

// Errors and the base query
export { isApiError } from './lib/api-error';
export type { ApiError, ApiErrorKind } from './lib/api-error';
export type { ApiExtra } from './lib/api-extra';
export type { ApiMeta, ApiRequest, QueryValue } from './lib/api-request';
export { createBaseQuery, MAX_REPLY_BYTES } from './lib/base-query';
export type { ApiBaseQuery, BaseQueryOptions } from './lib/base-query';

// RTK Query apis (own API, share service) and their endpoints
export { ownApi } from './lib/own-api';
export { shareApi } from './lib/share-api';
export {
  adsApi,
  useGetAdsQuery,
  useGetBannerAdsQuery,
  useGetBannerTagsQuery,
} from './lib/endpoints/ads';
export type { AdSlot } from './lib/endpoints/ads';
export { categoriesApi, useGetCategoriesQuery } from './lib/endpoints/categories';
export { feedbackApi, useSendFeedbackMutation } from './lib/endpoints/feedback';
export {
  favouritesApi,
  useGetOwnFavouritesQuery,
  useRemoveOwnFavouriteMutation,
} from './lib/endpoints/favourites';
export type { FavouriteKey, FavouritePageArgs } from './lib/endpoints/favourites';
export { homeApi, useGetHomeBlocksQuery, useGetRecommendedQuery } from './lib/endpoints/home';
export { linksApi, useGetAppLinkQuery } from './lib/endpoints/links';
export type { AppLinkKind } from './lib/endpoints/links';
export { noticesApi, useGetNoticesQuery } from './lib/endpoints/notices';
export { rankApi, useGetPageviewRankingQuery, useGetRankingQuery } from './lib/endpoints/rank';
export type { RankingArgs } from './lib/endpoints/rank';
export { searchApi, useGetHotSearchesQuery, useSearchVideosQuery } from './lib/endpoints/search';
export type { SearchArgs } from './lib/endpoints/search';
export {
  shareCheckApi,
  useGetShareCountQuery,
  useVisitShareLinkMutation,
} from './lib/endpoints/share';
export type { ShareCheckArgs } from './lib/endpoints/share';
export {
  shareFavouritesApi,
  useAddFavouriteMutation,
  useGetFavouriteIdsQuery,
  useGetFavouriteTotalQuery,
  useGetFavouriteUsersQuery,
  useGetFavouritesQuery,
  useGetUserVideosQuery,
  useRemoveFavouriteMutation,
} from './lib/endpoints/share-favourites';
export type { AddFavouriteArgs, FavouriteIdsArgs } from './lib/endpoints/share-favourites';
export {
  useGetMayLikeQuery,
  useGetVideoQuery,
  useGetVideosByTagQuery,
  useGetVideosQuery,
  videosApi,
} from './lib/endpoints/videos';
export type { TagVideosArgs, VideoListArgs } from './lib/endpoints/videos';

// Decoders of every reply, for consumers without RTK Query
export {
  decodeAcknowledgement,
  decodeAdList,
  decodeAppLink,
  decodeCategoryList,
  decodeEnvelope,
  decodeFavouriteIds,
  decodeFavouritePage,
  decodeFavouriteTotal,
  decodeFavouriteUserPage,
  decodeHomeBlockList,
  decodeHotSearchGroupList,
  decodeNoticePage,
  decodeShareCount,
  decodeTagList,
  decodeVideo,
  decodeVideoList,
  decodeVideoPage,
} from './lib/schemas/decoders';
export type { Decoded, Decoder } from './lib/schemas/decode';
export type { Envelope } from './lib/schemas/envelope';
export { formatApiDate } from './lib/format-api-date';

// Images
export { decryptImage, encryptImage } from './lib/image/cipher';
export { isValidCipherKey } from './lib/image/cipher-key';
export type { ImageCipherConfig } from './lib/image/cipher';
export { createImageCodec } from './lib/image/image-codec';
export type { ImageCodec, ImageCodecOptions } from './lib/image/image-codec';
export { inlineDecryptor } from './lib/image/image-decryptor';
export type { ImageDecryptor } from './lib/image/image-decryptor';
export { ImageLoadError } from './lib/image/image-load-error';
export type { ImageFailure } from './lib/image/image-load-error';
export { createWorkerDecryptor } from './lib/image/worker-decryptor';
export type { DecryptWorker, WorkerDecryptorOptions } from './lib/image/worker-decryptor';

// Page views
export { createPageViewTracker } from './lib/tracker';
export type { PageViewTracker, PageViewTrackerOptions } from './lib/tracker';
