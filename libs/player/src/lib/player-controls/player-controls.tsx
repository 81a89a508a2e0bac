import { format, PLAYBACK_RATES } from '@video/domain';
import { FullscreenIcon, IconButton, PauseIcon, PictureInPictureIcon, PlayIcon } from '@video/ui';
import { type KeyboardEvent, useEffect, useState } from 'react';
import type { FlagStore, Player, RateStore } from '../core/player-types';
import { playerText } from '../player-text';

import { useAutoHide } from '../react/use-auto-hide';
import { usePlayerField } from '../react/use-player-state';
import { useSeekHint } from '../react/use-seek-hint';
import { HeldRateHint } from '../held-rate-hint/held-rate-hint';
import { useFilmGestures } from '../react/use-film-gestures';
import { useSeekTaps } from '../react/use-seek-taps';
import { useSeekThumbnail, useSeekThumbnails } from '../react/use-seek-thumbnail';
import { SeekFrame } from './seek-frame';
import type { SeekSide } from '../touch/seek-taps';
import styles from './player-controls.module.css';
import { ProgressRow } from './progress-row';

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
 * Touch controls over the video: the left and right thirds seek ∓10 s per tap (taps add up,
 * shown as '-20s'), the middle shows or hides the controls and a double tap there plays or
 * pauses; play/pause, progress with times, 清晰度 (自动 and each rendition, e.g. 720P), 倍速
 * (1, 1.5, 2, 3), 画中画 where the browser offers it, and 全屏 (landscape where it can turn). They hide 3 s after the
 * last touch while playing. A finger held on the playing film, over the controls too, plays it
 * at 2× until it lifts; a finger dragged across it seeks, with the target in a bubble, on release.
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
  const controls = useAutoHide(playing);
  const seek = useSeekTaps((offset) => player.seekBy(offset));
  const togglePlay = () => {
    controls.reveal();
    if (playing) player.pause();
    else void player.play();
  };
  const gestures = useFilmGestures(player, { playing, onDoubleTap: togglePlay });
  const showSeekHint = useSeekHint(seekHintStore, started);
  const thumbnails = useSeekThumbnails(src);
  const dragFrame = useSeekThumbnail(thumbnails, gestures.seekPreview?.target ?? null);
  const [menu, setMenu] = useState<'rate' | 'quality' | null>(null);
  const toggleMenu = (which: 'rate' | 'quality') => {
    setMenu((open) => (open === which ? null : which));
    controls.reveal();
  };

  const tapSide = (side: SeekSide) => {
    seek.tap(side);
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

  // The keyboard's gestures: the arrows seek 10 s (the progress bar keeps its own), Space plays
  // or pauses where no button or input takes it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const onInput = event.target instanceof HTMLInputElement;
    const onButton = event.target instanceof HTMLButtonElement;
    if (event.key === 'ArrowLeft' && !onInput) tapSide('left');
    else if (event.key === 'ArrowRight' && !onInput) tapSide('right');
    else if (event.key === ' ' && !onInput && !onButton) togglePlay();
    else return;
    event.preventDefault();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys reach it from its buttons
    <div className={styles.controls} {...gestures.handlers} onKeyDown={onKeyDown}>
      {gestures.brightness < 1 && (
        <div className={styles.dim} style={{ opacity: (1 - gestures.brightness) * MAX_DIM }} />
      )}
      <div className={styles.zones}>
        <button
          type="button"
          className={styles.zone}
          aria-label={playerText.seekBack}
          onClick={() => tapSide('left')}
        />
        <button
          type="button"
          className={styles.zone}
          aria-label={playerText.controls}
          onClick={controls.toggle}
        />
        <button
          type="button"
          className={styles.zone}
          aria-label={playerText.seekForward}
          onClick={() => tapSide('right')}
        />
      </div>

      {gestures.held && <HeldRateHint />}
      {gestures.levelPreview && (
        <p className={styles.seekBubble} role="status">
          {playerText[gestures.levelPreview.kind]} {Math.round(gestures.levelPreview.level * 100)}%
        </p>
      )}
      {gestures.seekPreview && (
        <p className={styles.seekBubble} role="status">
          {dragFrame && <SeekFrame frame={dragFrame} />}
          <span>{gestures.seekPreview.time}</span>
          <span className={styles.seekDelta}>{gestures.seekPreview.delta}</span>
        </p>
      )}
      {seek.hint && (
        <span
          className={seek.hint.startsWith('-') ? styles.bubbleLeft : styles.bubbleRight}
          role="status"
        >
          {seek.hint}
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
          onClick={togglePlay}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>

        <div className={styles.bar}>
          <ProgressRow player={player} thumbnails={thumbnails} onSeek={controls.reveal} />
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
      </div>
    </div>
  );
}
