import { type CSSProperties, useState } from 'react';
import type { Player, PlayerState } from '@video/player';
import { formatTime } from '@video/player';
import { usePlayerSelector } from '@video/player/react';
import styles from './feed-progress.module.css';

/** Thousandths are finer than any screen's width: the bar re-renders on visible change only. */
const selectPlayed = ({ currentTime, duration }: PlayerState) =>
  duration > 0 ? Math.round(Math.min(currentTime, duration) * 10) / 10 : 0;
const selectDuration = ({ duration }: PlayerState) =>
  Number.isFinite(duration) && duration > 0 ? duration : 0;

/**
 * The clip's progress along the bottom edge: thin while it plays, a bar to drag (the time shown
 * above it while dragged), applied on release.
 */
export function FeedProgress({ player }: { readonly player: Player | null }) {
  const played = usePlayerSelector(player, selectPlayed);
  const duration = usePlayerSelector(player, selectDuration);
  const [dragged, setDragged] = useState<number | null>(null);
  const value = dragged ?? played;

  return (
    <div className={styles.progress} data-dragging={dragged !== null || undefined}>
      {dragged !== null && (
        <p className={styles.bubble} role="status">
          {formatTime(dragged)} / {formatTime(duration)}
        </p>
      )}
      <input
        type="range"
        // Swiper leaves a drag on the bar to the bar.
        className={`${styles.bar} swiper-no-swiping`}
        aria-label="播放进度"
        aria-valuetext={`${formatTime(value)} / ${formatTime(duration)}`}
        min={0}
        max={duration}
        step="any"
        value={value}
        disabled={duration === 0}
        style={{ '--played': duration > 0 ? value / duration : 0 } as CSSProperties}
        onChange={(event) => setDragged(Number(event.currentTarget.value))}
        onPointerUp={() => commit()}
        onKeyUp={() => commit()}
        onBlur={() => commit()}
      />
    </div>
  );

  function commit() {
    if (dragged === null) return;
    player?.seekTo(dragged);
    setDragged(null);
  }
}
