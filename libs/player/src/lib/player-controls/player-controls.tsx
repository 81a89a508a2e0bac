import { format, PLAYBACK_RATES, SEEK_SECONDS } from '@video/domain';
import { FullscreenIcon, IconButton, PauseIcon, PictureInPictureIcon, PlayIcon } from '@video/ui';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FlagStore, Player, RateStore } from '../core/player-types';
import { FILM_TAP_ATTRIBUTE } from '../gestures/film-gestures';
import { playerText } from '../player-text';

import { useAutoHide } from '../react/use-auto-hide';
import { usePlayerField } from '../react/use-player-state';
import { useSeekHint } from '../react/use-seek-hint';
import { HeldRateHint } from '../held-rate-hint/held-rate-hint';
import { useFilmGestures } from '../react/use-film-gestures';
import { usePlayerKeys } from '../react/use-player-keys';
import { useSeekThumbnail, useSeekThumbnails } from '../react/use-seek-thumbnail';
import { sleepTimerSession } from '../sleep-timer/sleep-timer-session';
import styles from './player-controls.module.css';
import { SeekFrame } from './lazy-seek-frame';
import { ProgressRow } from './progress-row';

// What the menu and the keys open loads on first use: the player's route stays light.
const MoreMenu = lazy(() => import('../more-menu/more-menu'));
const ShortcutsDialog = lazy(() => import('../shortcuts-dialog/shortcuts-dialog'));
const SleepTimerBadge = lazy(() => import('../more-menu/sleep-timer-badge'));

/** How dark the dim layer gets at the lowest brightness: the film stays visible. */
const MAX_DIM = 0.8;

export interface PlayerControlsProps {
  player: Player;
  /** Remembers that the seek hint was shown (the app adapts @video/storage's flag). */
  seekHintStore?: FlagStore;
  /** Remembers the chosen speed: the film starts at it, 倍速 saves a new one. */
  rateStore?: RateStore;
  /** A word beside 清晰度 saying why the film plays at the rendition it does, e.g. 省流. */
  qualityNote?: string;
  /** The film's master playlist: the seek bubble and the scrubbed bar show its thumbnails, if any. */
  src?: string | null;
}

/**
 * Touch controls over the video: a tap shows or hides them at once; a double tap on the left or
 * right third seeks ∓10 s and each further tap there 10 s more (a ripple shows the total, e.g.
 * '-20秒'), a double tap in the middle plays or pauses, whether the controls show or not;
 * play/pause, progress with times, 清晰度 (自动 and each rendition, e.g. 720P), 倍速 (1, 1.5, 2, 3),
 * 更多 (定时关闭, 亮度, 快捷键), 画中画 where the browser offers it, and 全屏 (landscape where it
 * can turn). They hide 3 s after the last touch while playing. A finger held on the playing film,
 * over the controls too, plays it at 2× until it lifts; a finger dragged across it seeks, with the
 * target in a bubble, on release. Every gesture has its key (`keys/player-keys`).
 */
export function PlayerControls({
  player,
  seekHintStore,
  rateStore,
  qualityNote,
  src,
}: PlayerControlsProps) {
  // What the controls show but the clock: the time's ticks re-render the progress row alone.
  const status = usePlayerField(player, 'status');
  const started = usePlayerField(player, 'started');
  const quality = usePlayerField(player, 'quality');
  const qualities = usePlayerField(player, 'qualities');
  const rate = usePlayerField(player, 'rate');
  const playing = status === 'playing' || status === 'waiting';
  const [scrubbing, setScrubbing] = useState(false);
  const controls = useAutoHide(playing, scrubbing);
  const root = useRef<HTMLDivElement>(null);
  const togglePlay = () => {
    controls.reveal();
    if (playing) player.pause();
    else void player.play();
  };
  const gestures = useFilmGestures(player, {
    playing,
    onDoubleTap: togglePlay,
    onTap: controls.toggle,
    root,
  });
  const showSeekHint = useSeekHint(seekHintStore, started);
  const thumbnails = useSeekThumbnails(src);
  const dragFrame = useSeekThumbnail(thumbnails, gestures.seekPreview?.target ?? null);
  const [menu, setMenu] = useState<'rate' | 'quality' | 'more' | null>(null);
  const [shortcuts, setShortcuts] = useState<'unused' | 'open' | 'closed'>('unused');
  const sleepTimer = useSyncSleepTimer();
  const toggleMenu = (which: 'rate' | 'quality' | 'more') => {
    setMenu((open) => (open === which ? null : which));
    controls.reveal();
  };

  const seekBy = (seconds: number) => {
    gestures.nudge(seconds);
    controls.reveal();
  };
  // The speed chosen on an earlier film carries over.
  useEffect(() => {
    const saved = rateStore?.getRate();
    if (saved !== undefined && saved !== player.getState().rate) player.setRate(saved);
  }, [player, rateStore]);
  const chooseRate = (next: number) => {
    player.setRate(next);
    rateStore?.setRate(next);
    setMenu(null);
    controls.reveal();
  };
  const chooseQuality = (height: number) => {
    player.setQuality(height);
    setMenu(null);
    controls.reveal();
  };

  const keyLevel = usePlayerKeys(root, player, {
    togglePlay,
    seekBy,
    chooseRate,
    reveal: controls.reveal,
    openShortcuts: () => setShortcuts('open'),
  });
  const level = gestures.levelPreview ?? keyLevel;

  return (
    <>
      <div ref={root} className={styles.controls} {...gestures.handlers}>
        {gestures.brightness < 1 && (
          <div className={styles.dim} style={{ opacity: (1 - gestures.brightness) * MAX_DIM }} />
        )}
        {/* Taps on the thirds are the gestures'; a click with no finger (a key, a screen reader) is theirs. */}
        <div className={styles.zones}>
          <button
            type="button"
            className={styles.zone}
            aria-label={playerText.seekBack}
            {...{ [FILM_TAP_ATTRIBUTE]: '' }}
            onClick={() => seekBy(-SEEK_SECONDS)}
          />
          <button
            type="button"
            className={styles.zone}
            aria-label={playerText.controls}
            {...{ [FILM_TAP_ATTRIBUTE]: '' }}
            onClick={controls.toggle}
          />
          <button
            type="button"
            className={styles.zone}
            aria-label={playerText.seekForward}
            {...{ [FILM_TAP_ATTRIBUTE]: '' }}
            onClick={() => seekBy(SEEK_SECONDS)}
          />
        </div>

        {gestures.held && <HeldRateHint />}
        {level && (
          <p className={styles.seekBubble} role="status">
            {playerText[level.kind]} {Math.round(level.level * 100)}%
          </p>
        )}
        {gestures.seekPreview && (
          <p className={styles.seekBubble} role="status">
            {dragFrame && (
              <Suspense fallback={null}>
                <SeekFrame frame={dragFrame} />
              </Suspense>
            )}
            <span>{gestures.seekPreview.time}</span>
            <span className={styles.seekDelta}>{gestures.seekPreview.delta}</span>
          </p>
        )}
        {gestures.ripple && (
          <span
            className={styles.ripple}
            style={{ left: gestures.ripple.x, top: gestures.ripple.y }}
            role="status"
          >
            {gestures.ripple.text}
          </span>
        )}
        {gestures.playToggle && (
          <span
            className={styles.playToggle}
            role="status"
            aria-label={playerText[gestures.playToggle]}
          >
            {gestures.playToggle === 'play' ? <PlayIcon /> : <PauseIcon />}
          </span>
        )}
        {showSeekHint && (
          <p className={styles.seekHint} role="status">
            {format('player.seekHint')}
          </p>
        )}

        <div className={styles.chrome} hidden={!controls.visible}>
          <IconButton
            label={playing ? playerText.pause : playerText.play}
            className={styles.playButton}
            {...{ [FILM_TAP_ATTRIBUTE]: 'play' }}
            onClick={togglePlay}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </IconButton>

          {/* Over the film, not in the bar: the progress bar keeps its room on a phone. */}
          {sleepTimer && (
            <Suspense fallback={null}>
              <SleepTimerBadge player={player} className={styles.sleepBadge} />
            </Suspense>
          )}
          <div className={styles.bar}>
            <ProgressRow
              player={player}
              thumbnails={thumbnails}
              onSeek={controls.reveal}
              onScrub={setScrubbing}
            />
            <button
              type="button"
              className={styles.rateButton}
              aria-expanded={menu === 'quality'}
              onClick={() => toggleMenu('quality')}
            >
              {quality === 0 ? playerText.quality : playerText.qualityOption(quality)}
              {qualityNote && ` ${qualityNote}`}
            </button>
            <button
              type="button"
              className={styles.rateButton}
              aria-expanded={menu === 'rate'}
              onClick={() => toggleMenu('rate')}
            >
              {format('player.rate')}
              {rate !== 1 && (
                <>
                  {' '}
                  <span className={styles.rateValue}>{playerText.rateOption(rate)}</span>
                </>
              )}
            </button>
            <button
              type="button"
              className={styles.rateButton}
              aria-expanded={menu === 'more'}
              onClick={() => toggleMenu('more')}
            >
              {playerText.more}
            </button>
            {player.canPictureInPicture() && (
              <IconButton
                label={playerText.pictureInPicture}
                className={styles.barIcon}
                onClick={() => player.togglePictureInPicture()}
              >
                <PictureInPictureIcon />
              </IconButton>
            )}
            <IconButton
              label={playerText.fullscreen}
              className={styles.barIcon}
              onClick={() => player.requestFullscreen()}
            >
              <FullscreenIcon />
            </IconButton>
          </div>

          {menu === 'quality' && (
            <div className={styles.rates} role="group" aria-label={playerText.quality}>
              {[0, ...qualities].map((height) => (
                <button
                  key={height}
                  type="button"
                  className={styles.rateOption}
                  aria-pressed={height === quality}
                  onClick={() => chooseQuality(height)}
                >
                  {height === 0 ? playerText.autoQuality : playerText.qualityOption(height)}
                </button>
              ))}
            </div>
          )}
          {menu === 'rate' && (
            <div className={styles.rates} role="group" aria-label={format('player.rate')}>
              {PLAYBACK_RATES.map((option) => (
                <button
                  key={option}
                  type="button"
                  className={styles.rateOption}
                  aria-pressed={option === rate}
                  onClick={() => chooseRate(option)}
                >
                  {playerText.rateOption(option)}
                </button>
              ))}
            </div>
          )}
          {menu === 'more' && (
            <Suspense fallback={null}>
              <MoreMenu
                brightness={gestures.brightness}
                onBrightness={gestures.setBrightness}
                onChosen={() => setMenu(null)}
                onShortcuts={() => {
                  setMenu(null);
                  setShortcuts('open');
                }}
              />
            </Suspense>
          )}
        </div>
      </div>
      {/* Outside the film's box: taps in the dialog are no gestures of the film's. */}
      {shortcuts !== 'unused' && (
        <Suspense fallback={null}>
          <ShortcutsDialog open={shortcuts === 'open'} onClose={() => setShortcuts('closed')} />
        </Suspense>
      )}
    </>
  );
}

/** Whether 定时关闭 runs in this visit (its code loads only once one was chosen). */
function useSyncSleepTimer(): boolean {
  return useSyncExternalStore(
    sleepTimerSession.subscribe,
    () => sleepTimerSession.get() !== null,
    () => false,
  );
}
