export {
  AD_LINK_OPENINGS_KEPT,
  openedWithinRenavigationWindow,
  withAdLinkOpening,
} from './lib/ad-links';
export type { AdLinkOpening } from './lib/ad-links';
export { format, messages } from './lib/messages';
export type { Message, MessageKey, MessageParams } from './lib/messages';
export type {
  Ad,
  Category,
  EncryptedImage,
  Favourite,
  FavouriteUser,
  HistoryEntry,
  HomeBlock,
  HotSearchGroup,
  ListQuery,
  Notice,
  Page,
  RankPeriod,
  SortOrder,
  Tag,
  Video,
  XbbBonus,
} from './lib/entities';

export {
  AD_DISABLED_STREAM_DELAY_MS,
  AD_RATIO,
  AD_RENAVIGATION_MS,
  ALL_CATEGORY_ID,
  BLOCK_COVER_RATIO,
  CHINA_UTC_OFFSET_MINUTES,
  CODE_CHANGE_WINDOW_MS,
  CODE_CHANGES_PER_WINDOW,
  CODE_MAX_LENGTH,
  CODE_MIN_LENGTH,
  DEFAULT_FEEDBACK_TYPE,
  DEFAULT_LIST_FILTER,
  DEFAULT_RANK_PERIOD,
  EXCLUDED_CATEGORY_IDS,
  FAVOURITE_USERS_PER_LOAD,
  FEED_SCROLL_DEBOUNCE_MS,
  FEEDBACK_DEVICE,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TYPES,
  FIND_TABS,
  GENERATED_CODE_LENGTH,
  HISTORY_CAP,
  HISTORY_SHOWN,
  HOME_BLOCK_PAGES,
  HOME_BLOCK_SIZE,
  HOME_CATEGORY_ICONS,
  INTERSECTION_THROTTLE_MS,
  KEEP_ALIVE_MAX,
  LIST_AD_EVERY,
  LIST_COVER_RATIO,
  NOTICE_TICKER_COUNT,
  PC_MIN_WIDTH,
  PHONE_SWIPE_THRESHOLD,
  PLAYBACK_RATES,
  PLAYER_RATIO,
  RELATIVE_MINUTES_LIMIT_MS,
  RELATIVE_SECONDS_LIMIT_MS,
  REQUEST_TIMEOUT_MS,
  SEARCH_HISTORY_CAP,
  SEEK_HINT_MS,
  SEEK_SECONDS,
  SHARE_HOME_BLOCK_SIZE,
  SHARE_LIST_CAP,
  SHARE_VIDEO_TYPE,
  SHARE_VIDEOS_CAP,
  SHORT_VIDEO_AD_EVERY,
  SHORT_VIDEO_PRELOAD_FROM_END,
  SHORT_VIDEO_TYPE,
  SNACKBAR_MS,
  SORT_ORDERS,
  TABLET_MIN_WIDTH,
  UNLOCK_REDIRECT_MS,
  UNLOCK_THRESHOLD,
  WIDE_SWIPE_THRESHOLD,
} from './lib/constants';
export type { AspectRatio, FeedbackType } from './lib/constants';

export { OPEN_TAP_GATE, TAP_THROTTLE_MS, tapGate, tapSettled } from './lib/tap-gate';
export type { TapGate } from './lib/tap-gate';

export { isVideoId, parseVideoId } from './lib/ids';
export { pickRandom, randomIndex, shuffle } from './lib/random';
export type { RandomSource } from './lib/random';

export { clampPage, pagerState, totalPages } from './lib/paging';
export type { PagerState } from './lib/paging';
export { initialListState, listPages, listReducer, pendingRequest } from './lib/list-state';
export type {
  Identified,
  ListEvent,
  ListFilter,
  ListRequest,
  ListState,
  ListStatus,
} from './lib/list-state';

export { formatRelativeTime, relativeTime } from './lib/relative-time';
export { parseApiDate } from './lib/api-date';

export {
  isLocked,
  parseShareEntries,
  serialiseShareEntries,
  shareLockState,
  shortBy,
  unlockCount,
  withShareCount,
} from './lib/share-lock';
export type { ShareEntry, ShareLockState } from './lib/share-lock';
export { decodeShareId, encodeShareId } from './lib/share-id';
export { EMBED_BASE, EMBED_HEIGHT, EMBED_WIDTH, embedAddress, iframeCode } from './lib/embed-code';
export type { EmbeddedFilm } from './lib/embed-code';

export { changeCode, changesLeft, generateCode, isValidCode } from './lib/identification-code';
export type {
  CodeChangeError,
  CodeChangeRecord,
  CodeChangeResult,
} from './lib/identification-code';

export { countCharacters } from './lib/character-count';
export { feedbackRequest, feedbackTypeLabelKey, validateFeedback } from './lib/feedback';
export type { FeedbackError, FeedbackRequest } from './lib/feedback';

export { categoryTabs, isHiddenTitle, listCategory, visibleVideos } from './lib/filters';
export type { CategoryTab } from './lib/filters';
export { adsShown, interleaveAds } from './lib/ads';
export type { ListLayout, ListRow } from './lib/ads';
export { batchState, currentBatch, nextBatch } from './lib/batches';
export type { BatchState } from './lib/batches';
export { addSearchKeyword, parseSearchHistory, serialiseSearchHistory } from './lib/search-history';
export { addToHistory, removeFromHistory, visibleHistory } from './lib/watch-history';
export {
  CONTINUE_WATCHING_SHOWN,
  FINISHED_SHARE,
  forgetPosition,
  progressByKey,
  RESUME_END_MARGIN_SECONDS,
  RESUME_MIN_SECONDS,
  resumePosition,
  timeLeftText,
  unfinishedVideos,
} from './lib/resume';
export type { PositionEntry, UnfinishedVideo, WatchProgress } from './lib/resume';
export { deviceClass, swipeThreshold } from './lib/device';
export type { DeviceClass } from './lib/device';
export { pageviewsText, rankBadge } from './lib/display';
export type { RankBadge } from './lib/display';
export { hasUnreadNotice, latestNoticeTime, tickerNotices } from './lib/notices';
export { safeExternalUrl } from './lib/links';
export type { FindTab } from './lib/constants';
export { shownBannerType } from './lib/banner-type';
export { dataSaverChoice, dataSaverEffects, dataSaverOn } from './lib/data-saver';
export type { DataSaverEffects, DataSaverSetting } from './lib/data-saver';
export { connectionKind, mobileDataNoticeDue } from './lib/mobile-data';
export type { ConnectionKind, MobileDataNoticeCase } from './lib/mobile-data';
export { durationSeconds, filmMegabytes, masterRenditions, renditionPlayed } from './lib/film-size';
export { downloadPending, keptFilmVideo, keptPercent } from './lib/kept-film';
export type { KeptFilm, KeptFilmDetails, KeptFilmState } from './lib/kept-film';
export type { FilmLeft, Rendition } from './lib/film-size';
export { matchPath, pathInApp, screenPath, withQuery } from './lib/addresses';
export type { AddressParts, PathPattern, ScreenPath, ScreenPathParts } from './lib/addresses';
export {
  initialPrerollState,
  PREROLL_DEFAULT_SECONDS,
  prerollButtonLabel,
  prerollReducer,
  prerollSeconds,
} from './lib/preroll';
export type { PrerollEvent, PrerollState } from './lib/preroll';
export { favouriteCover } from './lib/favourite-cover';
export {
  AUTOPLAY_COUNTDOWN_SECONDS,
  autoplayReducer,
  askingAutoplayState,
  initialAutoplayState,
  nextFilm,
} from './lib/autoplay-next';
export type { AutoplayEvent, AutoplayState } from './lib/autoplay-next';
export {
  SLEEP_FADE_MS,
  SLEEP_TIMER_CHOICES,
  sleepFadeVolume,
  sleepTimerBlocksAutoNext,
  sleepTimerChoice,
  sleepTimerDue,
  sleepTimerFadeDue,
  sleepTimerRemaining,
  startSleepTimer,
} from './lib/sleep-timer';
export type { SleepTimer, SleepTimerChoice } from './lib/sleep-timer';
