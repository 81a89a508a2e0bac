// The framework-free core: runtime config, the base query, reply decoders, the image codec and
// the page-view tracker. The RTK Query apis and their React hooks are in `@video/api-client/react`.

// Runtime config
export { parseConfig } from './lib/config/app-config';
export type { AppConfig, ConfigResult, StatsConfig } from './lib/config/app-config';
export { isTrustedCoverUrl } from './lib/config/cover-origins';
export { loadConfig } from './lib/config/load-config';

// Errors and the base query
export { isApiError } from './lib/api-error';
export type { ApiError, ApiErrorKind } from './lib/api-error';
export type { ApiExtra } from './lib/api-extra';
export type { ApiMeta, ApiRequest, DecodedRequest, QueryValue } from './lib/api-request';
export { createBaseQuery, MAX_REPLY_BYTES } from './lib/base-query';
export type { ApiBaseQuery, BaseQueryOptions } from './lib/base-query';

// One request sent without a store
export { sendRequest } from './lib/send-request';
export type { SendRequestOptions } from './lib/send-request';
export type { CallCredentials, CallResult } from './lib/call';

// The calls of a first screen, made before the store exists and handed to it
export { createEarlyCalls, EARLY_REPLY_KEPT_MS } from './lib/early-calls';
export type { EarlyCall, EarlyCalls, EarlyCallsOptions } from './lib/early-calls';
export { firstCallRequests } from './lib/requests';
export type {
  AdSlot,
  FirstCallArgs,
  FirstCallData,
  FirstCallEndpoint,
  VideoListArgs,
} from './lib/requests';

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

// Stats: page views, field vitals and client errors, through one beacon
export { createPageViewTracker } from './lib/stats/page-view-tracker';
export type { PageViewTracker, PageViewTrackerOptions } from './lib/stats/page-view-tracker';
export { createVitalsReporter } from './lib/stats/vitals-reporter';
export type {
  FieldMetric,
  VitalsReporter,
  VitalsReporterOptions,
} from './lib/stats/vitals-reporter';
export { createErrorReporter } from './lib/stats/error-reporter';
export { describeThrown } from './lib/stats/describe-thrown';
export type {
  ClientError,
  ClientErrorKind,
  ErrorReporter,
  ErrorReporterOptions,
} from './lib/stats/error-reporter';
