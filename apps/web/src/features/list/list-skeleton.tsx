import type { ReactNode } from 'react';
import { LIST_COVER_RATIO, type ListLayout } from '@video/domain';
import { GridSkeleton, RowSkeleton } from '@video/ui';
import styles from './list-skeleton.module.css';

export interface ListBodyProps {
  /** The first page is loading: its skeleton shows over the list. */
  readonly loading: boolean;
  readonly layout: ListLayout;
  /** Marks the skeleton's first cover as the box of the lead image (the outline's). */
  readonly lead?: boolean;
  /** The list. */
  readonly children?: ReactNode;
}

/**
 * The list, under its first page's skeleton while that loads (in the visitor's layout, silent:
 * the list's footer says 加载中... meanwhile). The skeleton lies over the list rather than above
 * it: the list neither moves when it goes nor is mounted anew, and keeps its scroll offset.
 */
export function ListBody({ loading, layout, lead, children }: ListBodyProps) {
  return (
    <div className={styles.body}>
      {loading && (
        <div className={styles.skeleton}>
          {layout === 'grid' ? (
            <GridSkeleton ratio={LIST_COVER_RATIO} announce={false} lead={lead} />
          ) : (
            <RowSkeleton ratio={LIST_COVER_RATIO} announce={false} lead={lead} />
          )}
        </div>
      )}
      {children}
    </div>
  );
}
