/**
 * The business constants (timings, limits, special types), named once so that screens, players and tools agree.
 * Durations are milliseconds (`_MS`) or seconds (`_SECONDS`) as their names say.
 */
import type { RankPeriod, SortOrder } from './entities';

/** A snackbar hides itself after this long. */
export const SNACKBAR_MS = 3000;
/** At most this many views are kept alive (home, find, rank, searchList, list, favorites). */
export const KEEP_ALIVE_MAX = 20;
/** Viewport width (px) from which the device counts as a tablet. */
export const TABLET_MIN_WIDTH = 768;
/** Viewport width (px) from which the device counts as a desktop computer. */
export const PC_MIN_WIDTH = 1024;
/** Swipe threshold of the Find tabs on a phone. */
export const PHONE_SWIPE_THRESHOLD = 4;
/** Swipe threshold of the Find tabs on tablets and computers. */
export const WIDE_SWIPE_THRESHOLD = 7;
/** Scroll handling of the short-video feed is debounced by this much. */
export const FEED_SCROLL_DEBOUNCE_MS = 500;
/** Where IntersectionObserver is missing, nearness to the viewport is measured at most this often. */
export const INTERSECTION_THROTTLE_MS = 100;
/** HTTP requests are abandoned after this long. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Category icons on the home screen, before the 'all' icon. */
export const HOME_CATEGORY_ICONS = 7;
/** Videos shown at once in a home block. */
export const HOME_BLOCK_SIZE = 4;
/** Groups a home block's 'change batch' steps through before reshuffling. */
export const HOME_BLOCK_PAGES = 3;
/** Items of the share-video ('unlock') block on the home screen. */
export const SHARE_HOME_BLOCK_SIZE = 4;

/** Category (type) id of short videos. */
export const SHORT_VIDEO_TYPE = 59;
/** Category (type) id of share-to-unlock videos. */
export const SHARE_VIDEO_TYPE = 60;
/** Categories kept out of the category tab strip: they have their own screens. */
export const EXCLUDED_CATEGORY_IDS: readonly number[] = [SHORT_VIDEO_TYPE, SHARE_VIDEO_TYPE];
/** Id of the 'all' category tab and icon. */
export const ALL_CATEGORY_ID = 0;

/** The short-video feed shows an ad after every this many videos. */
export const SHORT_VIDEO_AD_EVERY = 4;
/** The short-video feed loads its next page when this many videos are left. */
export const SHORT_VIDEO_PRELOAD_FROM_END = 5;
/** In list layout an ad banner comes before every this many items. */
export const LIST_AD_EVERY = 5;
/** Width divided by height of an ad banner. */
export const AD_RATIO = 2.3;

/** A width:height ratio in its original integer terms. */
export interface AspectRatio {
  readonly width: number;
  readonly height: number;
}
/** Cover ratio in home blocks. */
export const BLOCK_COVER_RATIO: AspectRatio = { width: 750, height: 422 };
/** Cover ratio in lists. */
export const LIST_COVER_RATIO: AspectRatio = { width: 360, height: 243 };
/** The player's ratio. */
export const PLAYER_RATIO: AspectRatio = { width: 16, height: 9 };

/** The share page lists at most this many videos. */
export const SHARE_LIST_CAP = 10;
/** At most this many share unlock counts are kept on the device. */
export const SHARE_VIDEOS_CAP = 100;
/** A share video unlocks when this many people opened its link. */
export const UNLOCK_THRESHOLD = 2;
/** The share host redirects to the share site this long after an unlock. */
export const UNLOCK_REDIRECT_MS = 2100;

/** Watch-history entries shown. */
export const HISTORY_SHOWN = 30;
/** Watch-history entries kept on the device; more than shown so removals refill the view. */
export const HISTORY_CAP = 100;
/** Search keywords kept. */
export const SEARCH_HISTORY_CAP = 20;

/** Identification-code changes allowed per window. */
export const CODE_CHANGES_PER_WINDOW = 2;
/** Length of the identification-code change window (24 h). */
export const CODE_CHANGE_WINDOW_MS = 86_400_000;
/** Shortest identification code. */
export const CODE_MIN_LENGTH = 6;
/** Longest identification code. */
export const CODE_MAX_LENGTH = 12;
/** Length of a freshly generated identification code. */
export const GENERATED_CODE_LENGTH = 10;
/** An ad link opened is shown as visited for this long (24 h), then offered again as new. */
export const AD_RENAVIGATION_MS = 86_400_000;

/** A tap on either side of the player seeks this far. */
export const SEEK_SECONDS = 10;
/** Playback rates offered by the player. */
export const PLAYBACK_RATES: readonly number[] = [1, 1.5, 2, 3];
/** The seek hint shows this long, once. */
export const SEEK_HINT_MS = 5000;
/** With ads disabled the stream loads after this delay. */
export const AD_DISABLED_STREAM_DELAY_MS = 1000;

/** Notices shown in the Mine ticker. */
export const NOTICE_TICKER_COUNT = 2;
/** Users loaded at a time on the favourites-by-users page. */
export const FAVOURITE_USERS_PER_LOAD = 5;

/** Sort orders of a list, in tab order. */
export const SORT_ORDERS: readonly SortOrder[] = ['new', 'hot'];
/** Ranking period shown first. */
export const DEFAULT_RANK_PERIOD: RankPeriod = 'day';

/** Relative time: below this age the time shows in seconds ('just now' below ten). */
export const RELATIVE_SECONDS_LIMIT_MS = 60_000;
/** Relative time: below this age the time shows in minutes. */
export const RELATIVE_MINUTES_LIMIT_MS = 3_600_000;
/** China Standard Time, UTC+8 without daylight saving: the zone of the API and its users. */
export const CHINA_UTC_OFFSET_MINUTES = 480;

/** Shortest feedback detail, in characters as a person counts them. */
export const FEEDBACK_MIN_LENGTH = 8;
/** Longest feedback detail, in characters as a person counts them. */
export const FEEDBACK_MAX_LENGTH = 180;
/** The `device` value of a feedback request (the H5 site). */
export const FEEDBACK_DEVICE = 2;

/** A problem type offered by the feedback dialog. */
export type FeedbackType =
  | 'cannotPlay'
  | 'stutter'
  | 'wrongTag'
  | 'wrongCategory'
  | 'inaccurateSearch'
  | 'inaccurateRecommendation'
  | 'other';

/** The feedback types in dialog order; `feedbackTypeLabelKey` names each one's label. */
export const FEEDBACK_TYPES: readonly FeedbackType[] = [
  'cannotPlay',
  'stutter',
  'wrongTag',
  'wrongCategory',
  'inaccurateSearch',
  'inaccurateRecommendation',
  'other',
];
/** The feedback type selected when the dialog opens. */
export const DEFAULT_FEEDBACK_TYPE: FeedbackType = 'cannotPlay';

/** The sub-tabs of 发现 (`/find/artist` …), in the order they show. */
export const FIND_TABS = ['artist', 'rank', 'tags'] as const;

/** The sub-tabs of 发现 (`/find/artist` …). */
export type FindTab = (typeof FIND_TABS)[number];

/** The list as it starts without (or with unreadable) query values: all categories, newest. */
export const DEFAULT_LIST_FILTER: { readonly typeId: number; readonly orderby: SortOrder } = {
  typeId: ALL_CATEGORY_ID,
  orderby: 'new',
};
