export { KEPT_FILMS_TITLE, routes } from './lib/routes';
export type { MyVideosType } from './lib/routes';
export { SCREEN_NAMES, screenAt, START_SCREEN } from './lib/screens';
export type { ScreenName } from './lib/screens';
export { route } from './lib/route';
export type {
  ArrivalContext,
  ArrivalPlan,
  LeadImageAddress,
  OutlineKind,
  Route,
  ScreenShown,
} from './lib/route';
export {
  bannerAds,
  bannerTags,
  categories,
  exchangeAds,
  feedAds,
  feedFirstPage,
  FIRST_RANKING,
  homeBlocks,
  listFirstPage,
  newestShareVideos,
  notices,
  playInfoAds,
  prerollAds,
  rankingFirstPage,
  recommended,
  videoDetails,
} from './lib/arrival-calls';
