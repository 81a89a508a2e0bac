// The RTK Query apis of the own API and the share service, with their React hooks (needs react and
// react-redux installed: RTK Query's React entry imports them). They build on the framework-free
// core (`@video/api-client`): every endpoint sends the core's request of the same call, and the
// core's base query decodes and validates every reply.
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
export { favouritesApi, useRemoveOwnFavouriteMutation } from './lib/endpoints/favourites';
export type { FavouriteKey, FavouritePageArgs } from './lib/endpoints/favourites';
export { homeApi, useGetHomeBlocksQuery, useGetRecommendedQuery } from './lib/endpoints/home';
export { linksApi, useGetAppLinkQuery } from './lib/endpoints/links';
export type { AppLinkKind } from './lib/endpoints/links';
export { noticesApi, useGetNoticesQuery } from './lib/endpoints/notices';
export { rankApi, useGetPageviewRankingQuery } from './lib/endpoints/rank';
export type { RankingArgs } from './lib/endpoints/rank';
export { searchApi, useGetHotSearchesQuery } from './lib/endpoints/search';
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
  useRemoveFavouriteMutation,
} from './lib/endpoints/share-favourites';
export type { AddFavouriteArgs, FavouriteIdsArgs } from './lib/endpoints/share-favourites';
export { useGetVideoQuery, useGetVideosQuery, videosApi } from './lib/endpoints/videos';
export {
  arrivalEndpoint,
  takeOverArrivalCalls,
  useArrivalQuery,
} from './lib/endpoints/arrival-calls-taken-over';
export type { ArrivalQuery } from './lib/endpoints/arrival-calls-taken-over';
export type { TagVideosArgs, VideoListArgs } from './lib/endpoints/videos';
