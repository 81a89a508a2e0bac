export { createAdJson } from './testing/ad-json';
export type { AdJson } from './testing/ad-json';
export { CATALOGUE_NOW, createCatalogue, isNormalType } from './testing/catalogue/create-catalogue';
export type {
  AdKind,
  Catalogue,
  CatalogueAd,
  CatalogueCategory,
  CatalogueVideo,
  FavouriteSeed,
  ShareVisitSeed,
} from './testing/catalogue/create-catalogue';
export { REFERENCE_SITE } from './testing/catalogue/seed-content';
export { createCategoryJson } from './testing/category-json';
export type { CategoryJson } from './testing/category-json';
export { IMAGE_SIZES } from './testing/covers/cover-art';
export { encodePng } from './testing/covers/png';
export type { RgbImage } from './testing/covers/png';
export { createFavouriteJson } from './testing/favourite-json';
export type { FavouriteJson } from './testing/favourite-json';
export { createLinks, TEST_LINKS } from './testing/links';
export type { EncryptedImageJson, ImageKind, ReferenceLinks } from './testing/links';
export { createMswHandlers } from './testing/msw-handlers';
export type { MswHandlerOptions } from './testing/msw-handlers';
export { createNoticeJson } from './testing/notice-json';
export type { NoticeJson } from './testing/notice-json';
export { flatLogRecords } from './testing/otlp-log-records';
export type { FlatLogRecord, FlatValue } from './testing/otlp-log-records';
export { page, PER_PAGE } from './testing/page-json';
export type { PageJson, PageOptions } from './testing/page-json';
export { indexCatalogue } from './testing/server/catalogue-index';
export type { CatalogueIndex } from './testing/server/catalogue-index';
export { envelope } from './testing/server/envelope';
export type { FaultRule } from './testing/server/faults';
export { FEEDBACK_THANKS } from './testing/server/own-api';
export { createReferenceApi, MAX_BODY_BYTES } from './testing/server/reference-api';
export type { ReferenceApi, ReferenceApiOptions } from './testing/server/reference-api';
export { DEFAULT_LIMITS } from './testing/server/reference-limits';
export type { ReferenceLimits } from './testing/server/reference-limits';
export type { FeedbackRecord, PageViewRecord } from './testing/server/reference-state';
export { referenceConfig, TEST_CIPHER_KEY, testConfig } from './testing/test-config';
export { createVideoJson } from './testing/video-json';
export type { TagJson, VideoJson } from './testing/video-json';
export type {
  BannerTagJson,
  EnvelopeJson,
  FavouriteUserJson,
  HotGroupJson,
  ShareCheckJson,
} from './testing/wire-types';
