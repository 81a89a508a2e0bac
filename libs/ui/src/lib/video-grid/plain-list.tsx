import type { ListStatus } from '@video/domain';
import type { Key, ReactNode } from 'react';
import { classNames } from '../class-names';
import { MoreFooter } from './more-footer';
import styles from './video-grid.module.css';

export interface PlainListProps<R> {
  readonly rows: readonly R[];
  readonly getKey: (row: R) => Key;
  readonly renderRow: (row: R, index: number) => ReactNode;
  readonly columns: number;
  readonly className?: string;
  readonly status: ListStatus;
  readonly onMore?: () => void;
  readonly onRetry?: () => void;
}

/** Every row rendered, in a list that scrolls with its box, ending with a 加载更多 footer. */
export function PlainList<R>({
  rows,
  getKey,
  renderRow,
  columns,
  className,
  status,
  onMore,
  onRetry,
}: PlainListProps<R>) {
  return (
    <>
      <ul
        className={classNames(styles.list, className)}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {rows.map((row, index) => (
          <li key={getKey(row)}>{renderRow(row, index)}</li>
        ))}
      </ul>
      <MoreFooter status={status} onMore={onMore} onRetry={onRetry} />
    </>
  );
}
