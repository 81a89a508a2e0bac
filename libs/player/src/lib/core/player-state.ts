import type {
  LevelInfo,
  PlaybackEngine,
  PlayerError,
  PlayerState,
  PlayerStatus,
} from './player-types';

/** The media events the state follows. */
export const MEDIA_EVENTS = [
  'loadedmetadata',
  'canplay',
  'playing',
  'pause',
  'waiting',
  'ended',
  'timeupdate',
  'durationchange',
  'ratechange',
  'volumechange',
] as const;

/** One of {@link MEDIA_EVENTS}. */
export type MediaEventName = (typeof MEDIA_EVENTS)[number];

/** What the `<video>` reports at the moment of an event. */
export interface MediaSnapshot {
  readonly currentTime: number;
  readonly duration: number;
  readonly rate: number;
  /** Missing: unchanged (a snapshot taken before sound was followed). */
  readonly muted?: boolean;
}

/** Everything that changes the player's state. */
export type PlayerAction =
  | { readonly type: 'loading' }
  | { readonly type: 'attached'; readonly engine: PlaybackEngine }
  | { readonly type: 'media'; readonly event: MediaEventName; readonly media: MediaSnapshot }
  | { readonly type: 'seek'; readonly time: number }
  | { readonly type: 'level'; readonly level: LevelInfo }
  | { readonly type: 'qualities'; readonly qualities: readonly number[] }
  | { readonly type: 'quality'; readonly quality: number }
  | { readonly type: 'recovering' }
  | { readonly type: 'failed'; readonly error: PlayerError };

/** Before the first `load()`. */
export const initialPlayerState: PlayerState = Object.freeze({
  status: 'idle',
  currentTime: 0,
  duration: 0,
  rate: 1,
  error: null,
  level: null,
  engine: null,
  started: false,
  qualities: [],
  quality: 0,
  muted: false,
});

/**
 * The state after `action`: a pure function of the media events, so the status rules are tested
 * without a browser. An error stays until the next load; an unchanged state is returned as is.
 */
export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'loading':
      // The speed and the 清晰度 chosen carry over to the next source.
      return {
        ...initialPlayerState,
        status: 'loading',
        rate: state.rate,
        quality: state.quality,
        muted: state.muted,
      };
    case 'attached':
      return withChanges(state, { engine: action.engine });
    case 'failed':
      return withChanges(state, { status: 'error', error: action.error });
    case 'qualities':
      return withChanges(state, { qualities: action.qualities });
    case 'quality':
      return withChanges(state, { quality: action.quality });
    case 'media':
    case 'seek':
    case 'level':
    case 'recovering':
      return state.status === 'error' ? state : playbackReducer(state, action);
  }
}

/** Playback events, which an error outlasts. */
function playbackReducer(
  state: PlayerState,
  action: Extract<PlayerAction, { type: 'media' | 'seek' | 'level' | 'recovering' }>,
): PlayerState {
  switch (action.type) {
    case 'media':
      return withChanges(state, {
        status: statusAfter(state.status, action.event),
        started: state.started || action.event === 'playing',
        currentTime: action.media.currentTime,
        duration: knownOrZero(action.media.duration),
        rate: action.media.rate,
        muted: action.media.muted ?? state.muted,
      });
    case 'seek':
      return withChanges(state, { currentTime: action.time });
    case 'level':
      return withChanges(state, { level: action.level });
    case 'recovering':
      return withChanges(state, { status: 'waiting' });
  }
}

function statusAfter(status: PlayerStatus, event: MediaEventName): PlayerStatus {
  switch (event) {
    case 'loadedmetadata':
    case 'canplay':
      return status === 'loading' ? 'ready' : status;
    case 'playing':
      return 'playing';
    case 'pause':
      // Browsers fire `pause` just before `ended`; the end is what the user should see.
      return status === 'ended' ? status : 'paused';
    case 'waiting':
      return 'waiting';
    case 'ended':
      return 'ended';
    case 'timeupdate':
    case 'durationchange':
    case 'ratechange':
    case 'volumechange':
      return status;
  }
}

/** NaN (unknown) becomes 0; Infinity (live) stays. */
function knownOrZero(seconds: number): number {
  return Number.isNaN(seconds) ? 0 : seconds;
}

function withChanges(state: PlayerState, changes: Partial<PlayerState>): PlayerState {
  const changed = (Object.keys(changes) as (keyof PlayerState)[]).some(
    (key) => !Object.is(state[key], changes[key]),
  );
  return changed ? { ...state, ...changes } : state;
}
