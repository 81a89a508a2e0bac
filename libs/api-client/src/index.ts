// The framework-free core: runtime config, every call of the contract as a request (path, query,
// body, server and decoder), sent without a store (`sendRequest`) or by the base query, reply
// decoders, the image codec and the stats beacons. Nothing here imports React or RTK Query's React
// entry: the RTK Query apis and their hooks, built on these requests, are in
// `@video/api-client/react`.

// Runtime config
export { parseConfig } from './lib/config/app-config';
export type { AppConfig, ConfigResult, StatsConfig } from './lib/config/app-config';
export { isTrustedCoverUrl } from './lib/config/cover-origins';
export { loadConfig } from './lib/config/load-config';

// Errors and the base query
export { isApiError } from './lib/api-error';
export type { ApiError, ApiErrorKind } from './lib/api-error';
export type { ApiExtra } from './lib/api-extra';
export type {
  ApiMeta,
  ApiName,
  ApiRequest,
  DecodedRequest,
  PageArgs,
  QueryValue,
} from './lib/api-request';
export { createBaseQuery, MAX_REPLY_BYTES } from './lib/base-query';
export type { ApiBaseQuery } from './lib/base-query';

// One request sent without a store, by the rules of its server
export { API_SERVICES, sendRequest } from './lib/send-request';
export type { ApiService, CallOptions, SendRequestOptions } from './lib/send-request';
export type { CallResult } from './lib/call';

// Every call of the contract, by area: the RTK Query endpoints of `/react` send these
export { adsRequest, bannerAdsRequest, bannerTagsRequest } from './lib/requests/ads';
export type { AdSlot } from './lib/requests/ads';
export { categoriesRequest } from './lib/requests/categories';
export { ownFavouritesRequest, removeOwnFavouriteRequest } from './lib/requests/favourites';
export type { FavouriteKey, FavouritePageArgs } from './lib/requests/favourites';
export { sendFeedbackRequest } from './lib/requests/feedback';
export { homeBlocksRequest, recommendedRequest } from './lib/requests/home';
export { appLinkRequest } from './lib/requests/links';
export type { AppLinkKind } from './lib/requests/links';
export { noticesRequest } from './lib/requests/notices';
export { pageviewRankingRequest } from './lib/requests/pageview-rank';
export { rankingRequest } from './lib/requests/rank';
export type { RankingArgs } from './lib/requests/rank';
export { hotSearchesRequest, searchRequest } from './lib/requests/search';
export type { SearchArgs } from './lib/requests/search';
export {
  addFavouriteRequest,
  favouriteIdsRequest,
  favouritesRequest,
  favouriteTotalRequest,
  favouriteUsersRequest,
  removeFavouriteRequest,
  userVideosRequest,
} from './lib/requests/share-favourites';
export type { AddFavouriteArgs, FavouriteIdsArgs } from './lib/requests/share-favourites';
export { shareCountRequest, visitShareLinkRequest } from './lib/requests/share';
export type { ShareCheckArgs } from './lib/requests/share';
export { mayLikeRequest } from './lib/requests/may-like';
export { tagVideosRequest } from './lib/requests/tag-videos';
export type { TagVideosArgs } from './lib/requests/tag-videos';
export { videoListRequest, videoRequest } from './lib/requests/videos';
export type { VideoListArgs } from './lib/requests/videos';

// The calls of a first screen, made before the store exists and handed to it
export { arrivalCall } from './lib/arrival-call';
export type { ArrivalCall } from './lib/arrival-call';
export { createArrivalCalls, ARRIVAL_REPLY_KEPT_MS } from './lib/arrival-calls';
export type { ArrivalCalls, ArrivalCallsOptions } from './lib/arrival-calls';
export { arrivalRequests } from './lib/requests/arrival-requests';
export type { ArrivalArgs, ArrivalData, ArrivalEndpoint } from './lib/requests/arrival-requests';

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
  decodeFavouriteUsers,
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

// Stats: page views through the stats beacon; field vitals and client errors as OTLP logs
export { createPageViewTracker } from './lib/stats/page-view-tracker';
export type { PageViewTracker, PageViewTrackerOptions } from './lib/stats/page-view-tracker';
export {
  heldWhileOffline,
  MAX_HELD_PAGE_VIEW_AGE_MS,
  MAX_HELD_PAGE_VIEWS,
} from './lib/stats/held-page-views';
export type { ReachableState } from './lib/stats/held-page-views';
export { createVitalsReporter } from './lib/stats/vitals-reporter';
export type {
  FieldMetric,
  VitalsReporter,
  VitalsReporterOptions,
} from './lib/stats/vitals-reporter';
export { createErrorReporter } from './lib/stats/error-reporter';
export { describeThrown } from './lib/stats/describe-thrown';
export type { BrowserFacts, OtlpLogsRequest } from './lib/stats/otlp-logs';
export type {
  ClientError,
  ClientErrorKind,
  ErrorReporter,
  ErrorReporterOptions,
} from './lib/stats/error-reporter';
