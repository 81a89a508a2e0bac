import { format, PLAYBACK_RATES } from '@video/domain';
import { playerErrorText } from './error-text';
import { enterFullscreen, supportsPictureInPicture, togglePictureInPicture } from './fullscreen';
import { STANDBY_BUFFER_SECONDS } from './hls-config';
import { attachHls, type Engine, type FatalFailure } from './hls-engine';
import { hasMediaSource, importHlsLight } from './hls-loader';
import { claimMediaSession, defaultMediaSession, type MediaSessionClaim } from './media-session';
import { attachNative, canPlayNativeHls, mediaElementFailure } from './native-engine';
import { preparePhoneVideo } from './phone-attributes';
import { createPlaybackStarter, pageOf } from './playback-start';
import {
  initialPlayerState,
  MEDIA_EVENTS,
  type MediaEventName,
  type PlayerAction,
  playerReducer,
} from './player-state';
import type {
  CreatePlayerOptions,
  HlsClass,
  LoadOptions,
  Player,
  PlayerErrorKind,
  PlayerState,
} from './player-types';
import { createResumeTracker } from './resume-tracker';
import { createTimerSet, globalTimers } from './timers';

/**
 * A fatal network error has already outlived hls.js's own retries; trying again at once
 * usually fails the same way, a second later a phone's connection has often come back.
 */
export const NETWORK_RETRY_DELAY_MS = 1000;

/**
 * A framework-free HLS player over `video`: hls.js where Media Source Extensions exist
 * (loaded on first use), the browser's own HLS where only that exists, an 'unsupported' error
 * elsewhere. State is a snapshot (`getState`/`subscribe`); `destroy()` undoes everything.
 */
export function createPlayer(options: CreatePlayerOptions): Player {
  const { video, container, positions, hlsConfig = {} } = options;
  const { loadHls = importHlsLight, now = Date.now, timers = globalTimers } = options;
  const mediaSession =
    options.mediaSession === undefined ? defaultMediaSession() : options.mediaSession;
  const timeouts = createTimerSet(timers);
  const starter = createPlaybackStarter(video, options.page ?? pageOf(video), timers);
  const resume = createResumeTracker(positions, now);
  const subscribers = new Set<() => void>();
  const recovered = new Set<FatalFailure['kind']>();
  // The 清晰度 chosen on an earlier visit applies to the first source already.
  const savedQuality = options.qualityStore?.getQuality() ?? 0;
  let state: PlayerState = {
    ...initialPlayerState,
    quality: Number.isInteger(savedQuality) && savedQuality > 0 ? savedQuality : 0,
  };
  let source: { readonly src: string; readonly options: LoadOptions } | null = null;
  let engine: Engine | null = null;
  let attempt = 0;
  let wantsPlay = false;
  let standby = false;
  let session: MediaSessionClaim | null = null;
  let destroyed = false;

  function dispatch(action: PlayerAction): void {
    const next = playerReducer(state, action);
    if (next === state) return;
    state = Object.freeze(next);
    subscribers.forEach((listener) => listener());
  }

  /**
   * Whether a page may set the volume here: iOS keeps the element's volume at 1 whatever is set
   * (the device's buttons decide), so a change that does not stick means no.
   */
  let settable: boolean | null = null;
  function volumeSettable(): boolean {
    if (settable !== null) return settable;
    const before = video.volume;
    const probe = before === 0.5 ? 0.25 : 0.5;
    try {
      video.volume = probe;
      settable = video.volume === probe;
    } catch {
      settable = false;
    } finally {
      if (video.volume !== before) video.volume = before;
    }
    return settable;
  }

  function onMediaEvent(event: MediaEventName): void {
    if (event === 'loadedmetadata') {
      const start = resume.takeStart(video.duration);
      if (start > 0) video.currentTime = Math.min(start, video.duration);
    }
    dispatch({
      type: 'media',
      event,
      media: {
        currentTime: video.currentTime,
        duration: video.duration,
        rate: video.playbackRate,
        muted: video.muted,
      },
    });
    if (event === 'playing') {
      // Playback got going again: the next failure deserves its own recovery attempt.
      recovered.clear();
      claimSession();
    } else if (event === 'timeupdate') {
      resume.saveThrottled(video.currentTime, video.duration);
    } else if (event === 'pause' || event === 'ended') {
      resume.save(video.currentTime, video.duration);
    }
  }

  /**
   * The page went to the background (another app, the tab switcher, a locked screen): the last
   * moment it is sure to run, so the position is saved now, playing or not.
   */
  function onPageHidden(): void {
    if (video.ownerDocument.visibilityState === 'hidden') {
      resume.save(video.currentTime, video.duration);
    }
  }

  function onMediaError(): void {
    // hls.js watches the element itself and reports through its own ERROR event.
    if (engine?.kind !== 'native') return;
    const failure = mediaElementFailure(video.error);
    if (failure) onFatal(failure);
  }

  const mediaListeners: [string, () => void][] = [
    ...MEDIA_EVENTS.map((event): [string, () => void] => [event, () => onMediaEvent(event)]),
    ['error', onMediaError],
  ];

  function onFatal(failure: FatalFailure): void {
    const current = engine;
    if (current === null) return;
    if (!failure.recoverable || recovered.has(failure.kind)) {
      fail(failure.kind);
      return;
    }
    recovered.add(failure.kind);
    resume.restartAt(video.currentTime);
    dispatch({ type: 'recovering' });
    if (failure.kind === 'network') {
      timeouts.after(NETWORK_RETRY_DELAY_MS, () => current.recover('network'));
    } else {
      current.recover('media');
    }
  }

  function fail(kind: PlayerErrorKind): void {
    timeouts.clearAll();
    dispatch({ type: 'failed', error: { kind, message: errorMessage(kind) } });
  }

  async function attach(src: string, id: number): Promise<void> {
    let Hls: HlsClass | null = null;
    try {
      Hls = hasMediaSource() ? await loadHls() : null;
    } catch {
      if (id === attempt) fail('network');
      return;
    }
    // A newer load() or destroy() happened while hls.js was downloading.
    if (id !== attempt) return;
    if (Hls?.isSupported()) {
      const started = attachHls(Hls, video, src, hlsConfig, {
        onFatal,
        onLevel: (level) => dispatch({ type: 'level', level }),
        onQualities: (qualities) => {
          dispatch({ type: 'qualities', qualities });
          // The 清晰度 chosen before, where this stream has it; else 自动 for this one.
          const chosen = state.quality;
          if (chosen !== 0 && qualities.includes(chosen)) started.setQuality(chosen);
        },
      });
      engine = started;
    } else if (canPlayNativeHls(video)) {
      engine = attachNative(video, src);
    } else {
      fail('unsupported');
      return;
    }
    engine.capBuffer(bufferCap());
    dispatch({ type: 'attached', engine: engine.kind });
    if (wantsPlay) await startPlayback();
  }

  async function startPlayback(): Promise<void> {
    try {
      await starter.start();
    } catch (error) {
      // Sound refused before a tap: muted, the browser lets it play.
      if (options.mutedFallback && isRefusal(error) && !video.muted && !destroyed) {
        video.muted = true;
        onMediaEvent('volumechange');
        try {
          await starter.start();
          return;
        } catch {
          // Refused even muted (a data saver, a policy): stay paused.
        }
      }
      // Autoplay refused (no user gesture) or interrupted by a new load: stay paused.
      wantsPlay = false;
    }
  }

  function bufferCap(): number | null {
    return standby ? STANDBY_BUFFER_SECONDS : null;
  }

  function claimSession(): void {
    if (mediaSession === null || session?.active) return;
    session = claimMediaSession(mediaSession, source?.options ?? {}, player);
  }

  function detachSource(): void {
    resume.save(video.currentTime, video.duration);
    attempt += 1;
    timeouts.clearAll();
    // A start still waiting for WeChat's bridge belongs to the source going away.
    starter.cancel();
    session?.release();
    session = null;
    engine?.destroy();
    engine = null;
  }

  const player: Player = {
    load(src, loadOptions = {}) {
      if (destroyed) return;
      detachSource();
      source = { src, options: loadOptions };
      wantsPlay = false;
      recovered.clear();
      resume.begin(loadOptions);
      dispatch({ type: 'loading' });
      void attach(src, attempt);
    },
    async play() {
      if (destroyed) return;
      wantsPlay = true;
      if (engine) await startPlayback();
    },
    pause() {
      if (destroyed) return;
      wantsPlay = false;
      starter.cancel();
      video.pause();
    },
    seekBy(seconds) {
      player.seekTo(video.currentTime + seconds);
    },
    seekTo(seconds) {
      if (destroyed || !(state.duration > 0)) return;
      const time = Math.min(Math.max(seconds, 0), state.duration);
      video.currentTime = time;
      dispatch({ type: 'seek', time });
    },
    updateMetadata({ title, cover }) {
      if (destroyed || source === null) return;
      source = { ...source, options: { ...source.options, title, cover } };
      session?.show({ title, cover });
    },
    setMuted(muted) {
      if (destroyed) return;
      video.muted = muted;
      // At once, whether or not the browser says so with its own volumechange.
      onMediaEvent('volumechange');
    },
    setQuality(height) {
      if (destroyed || !Number.isInteger(height) || height < 0) return;
      // Before the stream is read, the choice waits for it.
      if (engine !== null && !engine.setQuality(height)) return;
      options.qualityStore?.setQuality(height);
      dispatch({ type: 'quality', quality: height });
    },
    setRate(rate) {
      if (destroyed || !PLAYBACK_RATES.includes(rate)) return;
      // The default rate survives the next load(), so a chosen speed carries over in the feed.
      video.defaultPlaybackRate = rate;
      video.playbackRate = rate;
    },
    getVolume() {
      if (destroyed || !volumeSettable()) return null;
      return video.muted ? 0 : video.volume;
    },
    setVolume(level) {
      if (destroyed || !volumeSettable() || !Number.isFinite(level)) return;
      const volume = Math.min(Math.max(level, 0), 1);
      video.muted = volume === 0;
      if (volume > 0) video.volume = volume;
    },
    setStandby(value) {
      if (destroyed || value === standby) return;
      standby = value;
      engine?.capBuffer(bufferCap());
    },
    retry() {
      if (destroyed || source === null) return;
      const { src, options: loadOptions } = source;
      const stoppedAt = state.currentTime;
      player.load(src, stoppedAt > 0 ? { ...loadOptions, startPosition: stoppedAt } : loadOptions);
      void player.play();
    },
    requestFullscreen() {
      if (!destroyed) enterFullscreen(container ?? video, video);
    },
    canPictureInPicture: () => !destroyed && supportsPictureInPicture(video),
    togglePictureInPicture() {
      if (!destroyed) togglePictureInPicture(video);
    },
    subscribe(listener) {
      if (destroyed) return () => undefined;
      subscribers.add(listener);
      return () => subscribers.delete(listener);
    },
    getState: () => state,
    destroy() {
      if (destroyed) return;
      mediaListeners.forEach(([event, listener]) => video.removeEventListener(event, listener));
      video.ownerDocument.removeEventListener('visibilitychange', onPageHidden);
      detachSource();
      destroyed = true;
      subscribers.clear();
      // Without a source and a load() the element lets go of its decoder and buffers at once.
      video.removeAttribute('src');
      video.load();
    },
  };

  preparePhoneVideo(video);
  mediaListeners.forEach(([event, listener]) => video.addEventListener(event, listener));
  video.ownerDocument.addEventListener('visibilitychange', onPageHidden);
  return player;
}

function errorMessage(kind: PlayerErrorKind): string {
  switch (kind) {
    case 'network':
      return playerErrorText.network;
    case 'media':
      return playerErrorText.media;
    case 'unsupported':
      return format('player.tryOtherBrowser');
  }
}

/** The browser's refusal to start playback (no user gesture yet): a `NotAllowedError`. */
function isRefusal(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && Reflect.get(error, 'name') === 'NotAllowedError'
  );
}
