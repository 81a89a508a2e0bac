import { format } from '@video/domain';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** The text beside the ring; 加载中... by default. */
  label?: string;
}

/** A loading indicator with its text, announced politely. */
export function Spinner({ label = format('list.loading') }: SpinnerProps) {
  return (
    <div className={styles.spinner} role="status">
      <span className={styles.ring} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
