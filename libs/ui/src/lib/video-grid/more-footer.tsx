import { format, type ListStatus } from '@video/domain';
import { useNearViewport } from '../near-viewport';
import { Spinner } from '../spinner';
import { TapButton } from '../tap-button';
import styles from './video-grid.module.css';

export interface MoreFooterProps {
  readonly status: ListStatus;
  readonly onMore?: () => void;
  readonly onRetry?: () => void;
}

/**
 * The end of a list that the window's scroll does not move (one in a dialog). While more pages
 * exist it is a 加载更多 button that loads the next page by itself once scrolled near, and on a
 * tap where that cannot be detected.
 */
export function MoreFooter({ status, onMore, onRetry }: MoreFooterProps) {
  // Fires this far before the footer scrolls into view.
  const [moreRef] = useNearViewport({ rootMargin: '200px', onNear: onMore });
  switch (status) {
    case 'loading':
      return <Spinner />;
    case 'ready':
      return (
        <button ref={moreRef} type="button" className={styles.footerButton} onClick={onMore}>
          加载更多
        </button>
      );
    case 'finished':
      return <p className={styles.footerText}>{format('list.finished')}</p>;
    case 'error':
      return (
        <TapButton className={styles.footerButton} onTap={onRetry}>
          {format('list.error')}
        </TapButton>
      );
    case 'idle':
    case 'refreshing':
      return null;
  }
}
