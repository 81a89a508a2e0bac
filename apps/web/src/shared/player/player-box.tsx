import type { ReactNode } from 'react';
import { PLAYER_RATIO } from '@video/domain';
import { toCssRatio } from '@video/ui';
import styles from './player-box.module.css';

export interface PlayerBoxProps {
  /** Centred in the box: a spinner, a message, a way on. */
  readonly children?: ReactNode;
}

/**
 * The player's black 16:9 box without a player: while the video loads, after a failure, or once
 * the player was disposed. Exactly the frame's size, so nothing moves when the player comes.
 */
export function PlayerBox({ children }: PlayerBoxProps) {
  return (
    <div className={styles.box} style={{ aspectRatio: toCssRatio(PLAYER_RATIO) }}>
      {children}
    </div>
  );
}
