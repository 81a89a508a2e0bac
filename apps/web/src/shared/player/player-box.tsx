import type { ReactNode } from 'react';
import { PLAYER_RATIO } from '@video/domain';
import { toCssRatio } from '@video/ui';
import styles from './player-box.module.css';

export interface PlayerBoxProps {
  /** Centred in the box: a spinner, a message, a way on. */
  readonly children?: ReactNode;
  /** The video's cover, whole, under what the box holds (a lock, a message). */
  readonly poster?: string;
  /** Marks the box as the lead image's (the poster's), which the outline fills before any script. */
  readonly lead?: boolean;
}

/**
 * The player's black 16:9 box without a player: while the video loads, after a failure, or once
 * the player was disposed. Exactly the frame's size, so nothing moves when the player comes.
 */
export function PlayerBox({ children, poster, lead }: PlayerBoxProps) {
  return (
    <div
      className={styles.box}
      style={{ aspectRatio: toCssRatio(PLAYER_RATIO) }}
      data-lead={lead ? '' : undefined}
    >
      {poster && <img className={styles.poster} src={poster} alt="" />}
      {children}
    </div>
  );
}
