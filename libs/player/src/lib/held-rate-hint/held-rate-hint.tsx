import { playerText } from '../player-text';
import styles from './held-rate-hint.module.css';

/** 2倍速播放中 at the top of the film while a held finger speeds it up. */
export function HeldRateHint() {
  return (
    <span className={styles.hint} role="status">
      {playerText.heldRate}
    </span>
  );
}
