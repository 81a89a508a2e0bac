import { PLAYER_RATIO, sleepTimerBlocksAutoNext } from '@video/domain';
import { Spinner, toCssRatio } from '@video/ui';
import { type CSSProperties, type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { preloadHls } from '../core/hls-loader';
import type { FlagStore, PlayerError, PlayerOptions, RateStore } from '../core/player-types';
import { playerText } from '../player-text';
import { PlayerControls } from '../player-controls';
import { usePlayer } from '../react/use-player';
import { usePlayerField } from '../react/use-player-state';
import { sleepTimerSession } from '../sleep-timer/sleep-timer-session';
import styles from './player-frame.module.css';

export interface PlayerFrameProps {
  /** The HLS playlist; null loads nothing yet (e.g. while a pre-roll ad runs). */
  src: string | null;
  /** Loads the source this long after it is given: `AD_DISABLED_STREAM_DELAY_MS` without ads. */
  loadDelayMs?: number;
  poster?: string;
  /**
   * Plays as soon as the source is ready (browsers may refuse without a tap: then it waits).
   * Turned on after the source loaded, it plays that source without loading it again.
   */
  autoPlay?: boolean;
  /**
   * Buffer only the start of the source (`Player.setStandby`), e.g. under a pre-roll ad: the first
   * frame is ready when the ad closes, and a visitor who leaves during the ad has not downloaded,
   * nor a slow phone processed, half a minute of film. Turned off, the buffer fills as usual.
   */
  standby?: boolean;
  /** Seconds to start at; otherwise a remembered position (with `resumeKey`) or 0. */
  startPosition?: number;
  /** The video's key in `options.positions`: resume there and remember where it stops. */
  resumeKey?: string;
  /**
   * Title and cover URL for the lock screen (Media Session); a change after the source loaded
   * (a cover decoded late) updates the lock screen without loading the source again.
   */
  title?: string;
  cover?: string;
  /** Core options, read once: position store, hls.js loader and config, Media Session, clock. */
  options?: PlayerOptions;
  /** Remembers that the seek hint was shown. */
  seekHintStore?: FlagStore;
  /** Remembers the chosen speed (倍速), which the next film plays at. */
  rateStore?: RateStore;
  /** A word beside 清晰度 saying why the film plays at the rendition it does, e.g. 省流. */
  qualityNote?: string;
  /** Show the touch controls (default); off for a frame whose screen draws its own. */
  controls?: boolean;
  /** Playback began for the current source: screens check the pre-roll or the share lock here. */
  onPlayStarted?: () => void;
  /** The player gave up on the current source. */
  onError?: (error: PlayerError) => void;
  /**
   * The current source played to its end (again after each replay); `autoNext` is false when
   * 定时关闭 ends the watching here (播完当前, or its time is up): nothing may follow.
   */
  onEnded?: (ending: { readonly autoNext: boolean }) => void;
  /**
   * The current source has started (its first fragment is in: the media's metadata) or the
   * player gave up on it: what a screen holds back so as not to compete with the start of the
   * stream may go ahead.
   */
  onSettled?: () => void;
  /** Drawn over the video and controls: a pre-roll ad, a share lock. */
  children?: ReactNode;
}

const ratio = {
  '--player-ratio': toCssRatio(PLAYER_RATIO),
} as CSSProperties;

/**
 * The 16:9 player box: the `<video>` with its core, a spinner while loading or buffering, the
 * error message with 重试, and the touch controls. Fullscreen takes the whole box along.
 */
export function PlayerFrame({
  src,
  loadDelayMs = 0,
  poster,
  autoPlay = false,
  standby = false,
  startPosition,
  resumeKey,
  title,
  cover,
  options,
  seekHintStore,
  rateStore,
  qualityNote,
  controls = true,
  onPlayStarted,
  onError,
  onEnded,
  onSettled,
  children,
}: PlayerFrameProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const player = usePlayer(videoRef, { ...options, containerRef });
  // Not the clock: the frame re-renders when the status or the error changes, not each tick.
  const status = usePlayerField(player, 'status');
  const started = usePlayerField(player, 'started');
  const error = usePlayerField(player, 'error');
  const notifyStarted = useEffectEvent(() => onPlayStarted?.());
  const notifyError = useEffectEvent((error: PlayerError) => onError?.(error));
  const notifySettled = useEffectEvent(() => onSettled?.());
  const notifyEnded = useEffectEvent(() => {
    const blocked = sleepTimerBlocksAutoNext(sleepTimerSession.get(), Date.now());
    // The timer has done its job: the next film the visitor starts plays on.
    if (blocked) sleepTimerSession.set(null);
    onEnded?.({ autoNext: !blocked });
  });
  const settled = status !== 'idle' && status !== 'loading';

  // The loaded source, and whether it was asked to play: autoPlay turned on later plays it
  // without loading it again (a stream preloaded under a pre-roll ad starts at once).
  const loaded = useRef<{ played: boolean } | null>(null);
  const shouldPlay = useEffectEvent(() => autoPlay);
  // Lock-screen metadata as it is at load time: a cover decoded later must not reload the stream.
  const metadata = useEffectEvent(() => ({ title, cover }));
  // A delayed load finds hls.js already downloaded: the wait costs the visitor nothing more.
  const warmUp = useEffectEvent(() => preloadHls(options?.loadHls));

  // Before the load below: the source's engine starts with the cap already set.
  useEffect(() => {
    player?.setStandby(standby);
  }, [player, standby]);

  useEffect(() => {
    if (player === null || src === null) return;
    const start = () => {
      player.load(src, { startPosition, resumeKey, ...metadata() });
      loaded.current = { played: shouldPlay() };
      if (loaded.current.played) void player.play();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (loadDelayMs > 0) {
      warmUp();
      timer = setTimeout(start, loadDelayMs);
    } else {
      start();
    }
    return () => {
      clearTimeout(timer);
      loaded.current = null;
    };
  }, [player, src, loadDelayMs, startPosition, resumeKey]);

  useEffect(() => {
    if (player !== null && loaded.current !== null) player.updateMetadata({ title, cover });
  }, [player, title, cover]);

  useEffect(() => {
    if (player === null || !autoPlay || loaded.current === null || loaded.current.played) return;
    loaded.current.played = true;
    void player.play();
  }, [player, autoPlay]);

  useEffect(() => {
    if (started) notifyStarted();
  }, [started]);

  useEffect(() => {
    if (error) notifyError(error);
  }, [error]);

  useEffect(() => {
    if (settled) notifySettled();
  }, [settled]);

  useEffect(() => {
    if (status === 'ended') notifyEnded();
  }, [status]);

  const busy = status === 'loading' || status === 'waiting';
  return (
    <div ref={containerRef} className={styles.frame} style={ratio}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the catalogue's streams carry no captions */}
      <video ref={videoRef} className={styles.video} poster={poster} playsInline />
      {player && controls && !error && (
        <PlayerControls
          player={player}
          seekHintStore={seekHintStore}
          rateStore={rateStore}
          qualityNote={qualityNote}
          src={src}
        />
      )}
      {busy && (
        <div className={styles.busy}>
          <Spinner />
        </div>
      )}
      {error && (
        <div className={styles.error} role="alert">
          <p className={styles.message}>{error.message}</p>
          <button type="button" className={styles.retry} onClick={() => player?.retry()}>
            {playerText.retry}
          </button>
        </div>
      )}
      {children}
    </div>
  );
}
