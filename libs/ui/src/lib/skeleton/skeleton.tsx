import type { CSSProperties } from 'react';
import { type Ratio, toCssRatio } from '../aspect-ratio';
import { classNames } from '../class-names';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** The ratio of the content it stands in for (750:422, 2.3, 1). */
  ratio?: Ratio;
  /** CSS width; the full width by default. */
  width?: CSSProperties['width'];
  /** CSS height, for boxes without a ratio (a line of text). */
  height?: CSSProperties['height'];
  /** Rounds it into a circle or pill instead of the card radius. */
  round?: boolean;
  /**
   * Marks the box of the screen's lead image (its largest paint, e.g. the first cover), which a
   * page may fill with the picture before any script has run (`data-lead`).
   */
  lead?: boolean;
}

/**
 * A grey box the exact size of content still loading, so nothing jumps when it arrives.
 * Hidden from screen readers: the loading text lives elsewhere (e.g. `Spinner`).
 */
export function Skeleton({ ratio, width = '100%', height, round = false, lead }: SkeletonProps) {
  return (
    <span
      className={classNames(styles.skeleton, round && styles.round)}
      style={{ aspectRatio: ratio === undefined ? undefined : toCssRatio(ratio), width, height }}
      aria-hidden="true"
      data-lead={lead ? '' : undefined}
    />
  );
}
