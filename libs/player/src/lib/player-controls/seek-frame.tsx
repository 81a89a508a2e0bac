import type { CSSProperties } from 'react';
import type { ThumbnailFrame } from '../thumbnails/seek-thumbnails';
import { seekFrameStyle } from '../thumbnails/seek-frame-style';
import styles from './player-controls.module.css';

// Loaded with the first frame a drag or a scrub shows (`lazy-seek-frame`).

export interface SeekFrameProps {
  readonly frame: ThumbnailFrame;
  /** The tallest it shows, in CSS pixels: an upright film's tile is scaled down to it. */
  readonly maxHeight?: number;
}

/**
 * One tile of a thumbnail sheet: the sheet as a background, scaled and moved so that the tile
 * fills the box. Decorative: the time beside it is what a screen reader reads.
 */
export default function SeekFrame({ frame, maxHeight }: SeekFrameProps) {
  return (
    <span
      aria-hidden="true"
      className={styles.seekFrame}
      data-seek-frame=""
      style={seekFrameStyle(frame, maxHeight) as CSSProperties}
    />
  );
}
