import { HLS_MIME_TYPE } from '../core/native-engine';

/** Drives a stubbed `<video>` from a test. */
export interface MediaStub {
  readonly video: HTMLVideoElement;
  /** Dispatches a media event, e.g. 'loadedmetadata', 'playing', 'waiting'. */
  emit(type: string): void;
  /** Sets the duration and announces it (`durationchange`). */
  setDuration(seconds: number): void;
  /** Sets the playback position and announces it (`timeupdate`). */
  setTime(seconds: number): void;
  /** Fails with a `MediaError` code (2 network, 3 decode) and dispatches `error`. */
  fail(code: number): void;
}

/** Options of {@link stubMedia}. */
export interface MediaStubOptions {
  /** Whether `canPlayType` answers for HLS, as Safari does. */
  readonly nativeHls?: boolean;
}

/**
 * Gives a jsdom `<video>` (which cannot play) the media API the player uses: `play()` resolves
 * and unpauses, `pause()` and `load()` work, position, duration, rate and error are settable.
 * No event fires by itself: tests dispatch them with `emit`, as a browser would.
 */
export function stubMedia(
  video: HTMLVideoElement = document.createElement('video'),
  { nativeHls = false }: MediaStubOptions = {},
): MediaStub {
  const media = {
    paused: true,
    currentTime: 0,
    duration: Number.NaN,
    playbackRate: 1,
    defaultPlaybackRate: 1,
    error: null as MediaError | null,
  };
  const settable = (key: 'currentTime' | 'playbackRate' | 'defaultPlaybackRate') => ({
    configurable: true,
    get: () => media[key],
    set: (value: number) => {
      media[key] = value;
    },
  });
  Object.defineProperties(video, {
    paused: { configurable: true, get: () => media.paused },
    duration: { configurable: true, get: () => media.duration },
    error: { configurable: true, get: () => media.error },
    currentTime: settable('currentTime'),
    playbackRate: settable('playbackRate'),
    defaultPlaybackRate: settable('defaultPlaybackRate'),
    play: {
      configurable: true,
      value: () => {
        media.paused = false;
        return Promise.resolve();
      },
    },
    pause: {
      configurable: true,
      value: () => {
        media.paused = true;
      },
    },
    load: { configurable: true, value: () => undefined },
    canPlayType: {
      configurable: true,
      value: (type: string) => (nativeHls && type === HLS_MIME_TYPE ? 'maybe' : ''),
    },
  });

  const emit = (type: string) => video.dispatchEvent(new Event(type));
  return {
    video,
    emit,
    setDuration(seconds) {
      media.duration = seconds;
      emit('durationchange');
    },
    setTime(seconds) {
      media.currentTime = seconds;
      emit('timeupdate');
    },
    fail(code) {
      media.error = { code, message: '' } as MediaError;
      emit('error');
    },
  };
}
