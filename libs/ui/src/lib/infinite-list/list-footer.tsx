import { format, type ListStatus } from '@video/domain';
import type { ReactNode } from 'react';
import { Spinner } from '../spinner';
import { TapButton } from '../tap-button';
import styles from './infinite-list.module.css';

export interface ListFooterProps {
  status: ListStatus;
  /** Whether the list holds no item. */
  isEmpty: boolean;
  /** Shown instead of 没有更多了 when the finished list is empty. */
  empty?: ReactNode;
  onRetry?: () => void;
}

/** The end of a list: 加载中..., 没有更多了, or 请求失败，点击重新加载 as a retry button. */
export function ListFooter({ status, isEmpty, empty, onRetry }: ListFooterProps) {
  switch (status) {
    case 'loading':
      return <Spinner />;
    case 'finished':
      return isEmpty && empty ? (
        empty
      ) : (
        <p className={styles.finished}>{format('list.finished')}</p>
      );
    case 'error':
      return (
        <TapButton className={styles.retry} onTap={onRetry}>
          {format('list.error')}
        </TapButton>
      );
    case 'idle':
    case 'ready':
    case 'refreshing':
      // Nothing to say: more loads on scroll, or pull-to-refresh shows its own indicator.
      return null;
  }
}
