import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';
import type { PlaybackPage } from './playback-start';
import type { Timers } from './timers';

/** Where the player is: `idle` before the first `load()`, `error` until `retry()` or `load()`. */
export type PlayerStatus =
  'idle' | 'loading' | 'ready' | 'playing' | 'paused' | 'waiting' | 'ended' | 'error';

/** What failed: the network (retry helps), decoding, or a browser that cannot play HLS at all. */
export type PlayerErrorKind = 'network' | 'media' | 'unsupported';

/** A failure the player gave up on, with the Chinese message to show. */
export interface PlayerError {
  readonly kind: PlayerErrorKind;
  readonly message: string;
}

/** The quality level hls.js plays; `auto` while its bandwidth estimate chooses. */
export interface LevelInfo {
  readonly index: number;
  readonly height: number;
  readonly bitrate: number;
  readonly auto: boolean;
}

/** Which engine feeds the `<video>`: hls.js over MSE, or the browser's own HLS. */
export type PlaybackEngine = 'hls' | 'native';

/** An immutable snapshot of the player; a new object whenever anything changes. */
export interface PlayerState {
  readonly status: PlayerStatus;
  /** Seconds. */
  readonly currentTime: number;
  /** Seconds; 0 until known, `Infinity` for a live stream. */
  readonly duration: number;
  readonly rate: number;
  readonly error: PlayerError | null;
  readonly level: LevelInfo | null;
  readonly engine: PlaybackEngine | null;
  /** Playback has begun since the last `load()`: screens react to the first start. */
  readonly started: boolean;
  /**
   * The renditions' heights (720 for 720P), highest first: what 清晰度 offers beside 自动. Empty
   * while unknown, and with the browser's own HLS, which chooses by itself.
   */
  readonly qualities: readonly number[];
  /** The chosen rendition's height; 0 for 自动 (hls.js chooses by bandwidth). */
  readonly quality: number;
  /** The film plays without sound (the visitor muted it, or the browser refused sound). */
  readonly muted: boolean;
}

/** Remembered playback positions, in seconds, by a key the app chooses (e.g. the video id). */
export interface PositionStore {
  get(key: string): number | null;
  /**
   * Remembers where `key` stopped; `duration` (NaN while unknown) lets the app show how much is
   * left (a 继续观看 row, progress bars).
   */
  set(key: string, seconds: number, duration: number): void;
}

/** A flag kept on the device, such as 'the seek hint was shown'. */
export interface FlagStore {
  getFlag(): boolean;
  setFlag(): void;
}

/** The speed the visitor chose last, kept on the device so that the next film plays at it. */
export interface RateStore {
  getRate(): number;
  setRate(rate: number): void;
}

/** The 清晰度 the visitor chose last (a height, 0 for 自动), kept on the device. */
export interface QualityStore {
  getQuality(): number;
  setQuality(height: number): void;
}

/** The hls.js class (light or full build). */
export type HlsClass = typeof Hls;

/** What the lock screen / notification shows for the current video (Media Session). */
export interface PlayerMetadata {
  readonly title?: string;
  /** Cover image URL. */
  readonly cover?: string;
}

/** Options of one `load()`. */
export interface LoadOptions extends PlayerMetadata {
  /** Seconds to start at; wins over a remembered position. */
  readonly startPosition?: number;
  /** Key of this video in the position store: resume there, and remember where it stops. */
  readonly resumeKey?: string;
}

/** Everything `createPlayer` takes besides the elements; the React hooks pass these through. */
export interface PlayerOptions {
  /** Loads hls.js; by default a dynamic import of `hls.js/light`, so it is a separate chunk. */
  readonly loadHls?: () => Promise<HlsClass>;
  /** Merged over {@link DEFAULT_HLS_CONFIG}. */
  readonly hlsConfig?: Partial<HlsConfig>;
  /** Where positions are remembered; none means no resume. */
  readonly positions?: PositionStore;
  /** `navigator.mediaSession` by default; `null` turns the lock-screen integration off. */
  readonly mediaSession?: MediaSession | null;
  /**
   * Where the chosen 清晰度 is kept: each source starts at it where the stream has that height,
   * and `setQuality` stores a new choice. None: every source starts at 自动.
   */
  readonly qualityStore?: QualityStore;
  /**
   * Where the browser refuses to start with sound before the visitor's tap (WebKit, iPhone
   * Safari, some in-app browsers), start muted instead, as a feed does; the state says `muted`
   * and the page offers 开启声音. Off: the film stays paused until a tap.
   */
  readonly mutedFallback?: boolean;
  /** Clock for throttling position saves; `Date.now` by default. */
  readonly now?: () => number;
  readonly timers?: Timers;
  /**
   * The page the player runs in: its user agent, and WeChat's bridge, through which starts go
   * inside WeChat. The video's own window and document by default.
   */
  readonly page?: PlaybackPage;
}

/** What `createPlayer` needs. */
export interface CreatePlayerOptions extends PlayerOptions {
  readonly video: HTMLVideoElement;
  /** The box that goes fullscreen (controls included); the video alone when absent. */
  readonly container?: HTMLElement | null;
}

/** A framework-free HLS player over one `<video>`. Every method is a no-op after `destroy()`. */
export interface Player {
  /** Plays `src` (an HLS playlist URL) from the start, a given or a remembered position. */
  load(src: string, options?: LoadOptions): void;
  /** Starts playback (once the source is attached); never rejects, refusals show in the state. */
  play(): Promise<void>;
  pause(): void;
  /** Seeks relative to now, kept within [0, duration]. */
  seekBy(seconds: number): void;
  /** Seeks to a time, kept within [0, duration]. */
  seekTo(seconds: number): void;
  /**
   * Replaces the current source's title and cover without reloading it (a cover decoded after
   * `load()`): shown at once if this player holds the Media Session, else when it claims it.
   * Nothing happens before the first `load()`; the next `load()` brings its own.
   */
  updateMetadata(metadata: PlayerMetadata): void;
  /**
   * Plays the rendition of `height` from now on (0: 自动), and keeps the choice; a height the
   * stream does not have is ignored.
   */
  setQuality(height: number): void;
  /** Sets one of `PLAYBACK_RATES` (1, 1.5, 2, 3); anything else is ignored. */
  setRate(rate: number): void;
  /**
   * The film's volume, 0 to 1 (0 when muted); null where the platform does not let a page set it
   * (iOS, whose volume is the device's own).
   */
  getVolume(): number | null;
  /** Sets the volume, 0 to 1 (0 mutes, more unmutes); nothing where `getVolume()` is null. */
  setVolume(level: number): void;
  /** Mutes or unmutes the film, on every platform (iOS too, whose volume is the device's). */
  setMuted(muted: boolean): void;
  /**
   * On standby, only the start of the source is buffered (`STANDBY_BUFFER_SECONDS`), as for a
   * feed's neighbour: ready to play at once, without downloading a clip the visitor may never
   * watch. Off again, buffering goes on as configured. Holds across `load()`s; hls.js only (the
   * browser's own HLS buffers as it sees fit).
   */
  setStandby(standby: boolean): void;
  /** Loads the current source again from where it stopped, after an error. */
  retry(): void;
  /**
   * The container fullscreen, or the iPhone's native video fullscreen; nothing if neither. A
   * landscape film turns the phone to landscape where the browser allows it.
   */
  requestFullscreen(): void;
  /** Whether the browser can float the film in a picture-in-picture window. */
  canPictureInPicture(): boolean;
  /** Floats the film in picture-in-picture (画中画), or brings it back. */
  togglePictureInPicture(): void;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  getState(): PlayerState;
  /** Tears everything down: listeners, timers, hls.js, the decoder; later calls do nothing. */
  destroy(): void;
}
