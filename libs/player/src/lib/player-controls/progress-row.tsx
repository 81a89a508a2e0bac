import { Suspense, useState } from 'react';
import type { Player } from '../core/player-types';
import { formatTime } from '../format-time';
import { playerText } from '../player-text';
import { usePlayerField } from '../react/use-player-state';
import { useSeekThumbnail } from '../react/use-seek-thumbnail';
import { SeekFrame } from './lazy-seek-frame';
import type { SeekThumbnails } from '../thumbnails/seek-thumbnails';
import styles from './player-controls.module.css';

export interface ProgressRowProps {
  readonly player: Player;
  /** The film's seek thumbnails: one shows over the thumb while a finger or the mouse scrubs. */
  readonly thumbnails?: SeekThumbnails | null;
  /** The visitor moved the bar (the controls stay up a while longer). */
  readonly onSeek: () => void;
  /** A pointer took the bar (true) or let it go (false): the controls stay up meanwhile. */
  readonly onScrub?: (scrubbing: boolean) => void;
}

/** The frame over a scrubbed bar is smaller than the drag bubble's: it sits over the film's bottom. */
const SCRUB_FRAME_HEIGHT = 72;

/**
 * The time played, the progress bar and the film's length: the one part of the controls that
 * follows the clock, so that the time ticking four times a second re-renders these three
 * elements rather than all the controls.
 */
export function ProgressRow({ player, thumbnails = null, onSeek, onScrub }: ProgressRowProps) {
  const currentTime = usePlayerField(player, 'currentTime');
  const duration = usePlayerField(player, 'duration');
  const seekable = duration > 0 && Number.isFinite(duration);
  // Where a pointer scrubbing the bar has it (null when none is): the keyboard's steps show no frame.
  const [scrubbed, setScrubbed] = useState<number | null>(null);
  const frame = useSeekThumbnail(thumbnails, scrubbed);
  const endScrub = () => {
    setScrubbed(null);
    onScrub?.(false);
  };
  const startScrub = (seconds: number) => {
    setScrubbed(seconds);
    onScrub?.(true);
    // A mouse can be let go off the bar, where the bar hears nothing.
    window.addEventListener('pointerup', endScrub, { once: true });
  };
  return (
    <>
      <span className={styles.time}>{formatTime(currentTime)}</span>
      <span className={styles.track}>
        <input
          type="range"
          className={styles.progress}
          aria-label={playerText.progress}
          aria-valuetext={`${formatTime(currentTime)} / ${formatTime(duration)}`}
          min={0}
          max={seekable ? duration : 0}
          step="any"
          value={seekable ? currentTime : 0}
          disabled={!seekable}
          onPointerDown={(event) => startScrub(Number(event.currentTarget.value))}
          onPointerUp={endScrub}
          onPointerCancel={endScrub}
          onBlur={endScrub}
          onChange={(event) => {
            const seconds = Number(event.currentTarget.value);
            player.seekTo(seconds);
            if (scrubbed !== null) setScrubbed(seconds);
            onSeek();
          }}
        />
        {frame && scrubbed !== null && seekable && (
          <span
            className={styles.scrubFrame}
            // Over the thumb, kept inside the bar at either end.
            style={{
              left: `clamp(${frame.width / 2}px, ${(scrubbed / duration) * 100}%, calc(100% - ${frame.width / 2}px))`,
            }}
          >
            <Suspense fallback={null}>
              <SeekFrame frame={frame} maxHeight={SCRUB_FRAME_HEIGHT} />
            </Suspense>
          </span>
        )}
      </span>
      <span className={styles.time}>{formatTime(duration)}</span>
    </>
  );
}
