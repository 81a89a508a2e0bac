import { format } from '@video/domain';
import { uiText } from '../copy';
import { ErrorIcon } from '../icons';
import { TapButton } from '../tap-button';
import styles from './error-state.module.css';

export interface ErrorStateProps {
  /** What went wrong; 网络错误，请稍后重试 by default. */
  message?: string;
  onRetry: () => void;
}

/** A failed load: the message and a 重新加载 button. */
export function ErrorState({ message = format('network.error'), onRetry }: ErrorStateProps) {
  return (
    <div className={styles.error}>
      <ErrorIcon className={styles.icon} />
      <p className={styles.message}>{message}</p>
      <TapButton className={styles.retry} onTap={onRetry}>
        {uiText.retry}
      </TapButton>
    </div>
  );
}
