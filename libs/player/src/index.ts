// @video/player: a framework-free HLS player core over one <video>, its React bindings and the
// player's components. hls.js is imported on first load only (a separate chunk).
export { createPlayer, NETWORK_RETRY_DELAY_MS } from './lib/core/create-player';
export type {
  CreatePlayerOptions,
  FlagStore,
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

export { usePlayer } from './lib/react/use-player';
export type { UsePlayerOptions } from './lib/react/use-player';
export { usePlayerSelector, usePlayerState } from './lib/react/use-player-state';
export { usePlayerSlot } from './lib/react/use-player-slot';
export { LONG_PRESS_RATE, useLongPressRate } from './lib/react/use-long-press-rate';
export type { LongPressRate } from './lib/react/use-long-press-rate';
export { HeldRateHint } from './lib/held-rate-hint/held-rate-hint';
export type { UsePlayerSlotOptions } from './lib/react/use-player-slot';
export { CONTROLS_HIDE_MS } from './lib/react/use-auto-hide';

export { PlayerFrame } from './lib/player-frame';
export type { PlayerFrameProps } from './lib/player-frame';
export { PlayerControls } from './lib/player-controls';
export type { PlayerControlsProps } from './lib/player-controls';
export { PREROLL_DEFAULT_SECONDS, PrerollOverlay } from './lib/preroll-overlay';
export type { PrerollOverlayProps } from './lib/preroll-overlay';
export { ShareLockOverlay } from './lib/share-lock-overlay';
export type { ShareLockOverlayProps } from './lib/share-lock-overlay';
