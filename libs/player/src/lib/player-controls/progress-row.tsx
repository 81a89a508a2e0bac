import type { Player } from '../core/player-types';
import { formatTime } from '../format-time';
import { playerText } from '../player-text';
import { usePlayerField } from '../react/use-player-state';
import styles from './player-controls.module.css';

export interface ProgressRowProps {
  readonly player: Player;
  /** The visitor moved the bar (the controls stay up a while longer). */
  readonly onSeek: () => void;
}

/**
 * The time played, the progress bar and the film's length: the one part of the controls that
 * follows the clock, so that the time ticking four times a second re-renders these three
 * elements rather than all the controls.
 */
export function ProgressRow({ player, onSeek }: ProgressRowProps) {
  const currentTime = usePlayerField(player, 'currentTime');
  const duration = usePlayerField(player, 'duration');
  const seekable = duration > 0 && Number.isFinite(duration);
  return (
    <>
      <span className={styles.time}>{formatTime(currentTime)}</span>
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
        onChange={(event) => {
          player.seekTo(Number(event.currentTarget.value));
          onSeek();
        }}
      />
      <span className={styles.time}>{formatTime(duration)}</span>
    </>
  );
}
