// @video/player: the framework-free HLS player core over one <video>, the gesture recogniser and
// the short-video feed's slot rules. hls.js is imported on first load only (a separate chunk).
// Nothing here imports React: the hooks and components are in `@video/player/react`.
export { createPlayer, NETWORK_RETRY_DELAY_MS } from './lib/core/create-player';
export type {
  CreatePlayerOptions,
  FlagStore,
  QualityStore,
  RateStore,
  HlsClass,
  LevelInfo,
  LoadOptions,
  PlaybackEngine,
  Player,
  PlayerError,
  PlayerErrorKind,
  PlayerMetadata,
  PlayerOptions,
  PlayerState,
  PlayerStatus,
  PositionStore,
} from './lib/core/player-types';
export { initialPlayerState, playerReducer } from './lib/core/player-state';
export type { MediaEventName, MediaSnapshot, PlayerAction } from './lib/core/player-state';
export { DEFAULT_HLS_CONFIG, STANDBY_BUFFER_SECONDS } from './lib/core/hls-config';
export { INLINE_VIDEO_ATTRIBUTES } from './lib/core/phone-attributes';
export { WEIXIN_BRIDGE_WAIT_MS } from './lib/core/playback-start';
export type { PlaybackPage, WeixinJSBridge } from './lib/core/playback-start';
// The resume rule is the domain's (the home page's 继续观看 row reads it too); kept here as well
// for the player's consumers.
export { RESUME_END_MARGIN_SECONDS, RESUME_MIN_SECONDS, resumePosition } from '@video/domain';
export { POSITION_SAVE_INTERVAL_MS } from './lib/core/resume-tracker';
export type { Timers } from './lib/core/timers';

export {
  initialSeekTapState,
  SEEK_TAP_IDLE_MS,
  seekTapHint,
  seekTapReducer,
} from './lib/touch/seek-taps';
export type { SeekSide, SeekTapEvent, SeekTapState } from './lib/touch/seek-taps';
export { initialSeekHintState, seekHintReducer } from './lib/touch/seek-hint';
export type { SeekHintEvent, SeekHintState } from './lib/touch/seek-hint';
export { formatTime } from './lib/format-time';
export {
  DOUBLE_TAP_MS,
  DOUBLE_TAP_SLOP_PX,
  GESTURE_SLOP_PX,
  gestureStep,
  HOLD_MS,
  initialGestureState,
} from './lib/gestures/gesture-recogniser';
export type {
  DragKind,
  GestureIntent,
  GestureSample,
  GestureState,
  GestureStep,
  GestureSurface,
} from './lib/gestures/gesture-recogniser';
export { nextTap } from './lib/gestures/tap-sequence';
export type { TapMark } from './lib/gestures/tap-sequence';
export {
  createFilmGestures,
  initialFilmGestureView,
  LONG_PRESS_RATE,
} from './lib/gestures/film-gestures';
export type {
  FilmGestureOptions,
  FilmGestures,
  FilmGestureView,
  GesturePointer,
  LevelPreview,
  SeekDragPreview,
} from './lib/gestures/film-gestures';
export {
  dragLevel,
  SEEK_SECONDS_PER_WIDTH,
  seekDragBubble,
  seekDragTarget,
} from './lib/gestures/drag-values';

export { slotAssignments } from './lib/feed/slot-assignments';
export type { FeedSlot } from './lib/feed/slot-assignments';
export { feedSlides, placeFeedSlots, shouldLoadMore } from './lib/feed/feed-slides';
export type { FeedSlide, FeedSlotPlacement } from './lib/feed/feed-slides';
// Seek thumbnails load on first use; their parser and loader are in `@video/player/thumbnails`.
export { lazySeekThumbnails, SEEK_THUMBNAIL_MARKS } from './lib/thumbnails/lazy-seek-thumbnails';
export type { SeekThumbnails, ThumbnailFrame } from './lib/thumbnails/seek-thumbnails';
export { installTrustedTypesPolicy } from './lib/core/trusted-types';
export { playerText } from './lib/player-text';
