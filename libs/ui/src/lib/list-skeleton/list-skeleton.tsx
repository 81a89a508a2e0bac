import { format } from '@video/domain';
import type { Ratio } from '../aspect-ratio';
import { Skeleton } from '../skeleton';
import { VisuallyHidden } from '../visually-hidden';
import styles from './list-skeleton.module.css';

interface ListSkeletonProps {
  /** The covers' ratio. */
  readonly ratio: Ratio;
  /** How many cards or rows. */
  readonly count?: number;
  /**
   * Says 加载中... to screen readers (the default); off for a skeleton beside the one that is
   * loading, e.g. a neighbouring slide's.
   */
  readonly announce?: boolean;
  /** Marks the first cover as the box of the screen's lead image (see `Skeleton`'s `lead`). */
  readonly lead?: boolean;
}

export interface GridSkeletonProps extends ListSkeletonProps {
  /** Lines of title under each cover: two for a card with a count, one for a title alone. */
  readonly lines?: 1 | 2;
}

function LoadingStatus({ announce = true }: { readonly announce?: boolean }) {
  return announce ? <VisuallyHidden role="status">{format('list.loading')}</VisuallyHidden> : null;
}

/** Two columns of card-shaped boxes while the first page of a grid loads. */
export function GridSkeleton({ ratio, count = 6, lines = 2, announce, lead }: GridSkeletonProps) {
  return (
    <div className={styles.grid}>
      <LoadingStatus announce={announce} />
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton ratio={ratio} lead={lead && index === 0} />
          {lines === 2 ? (
            <>
              <Skeleton height="1em" />
              <Skeleton height="1em" width="50%" />
            </>
          ) : (
            <Skeleton height="1em" width="80%" />
          )}
        </div>
      ))}
    </div>
  );
}

/** Rows of a cover beside two lines of text while the first page of a list loads. */
export function RowSkeleton({ ratio, count = 6, announce, lead }: ListSkeletonProps) {
  return (
    <div className={styles.rows}>
      <LoadingStatus announce={announce} />
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.row}>
          <span className={styles.cover}>
            <Skeleton ratio={ratio} lead={lead && index === 0} />
          </span>
          <span className={styles.text}>
            <Skeleton height="1em" />
            <Skeleton height="1em" width="60%" />
          </span>
        </div>
      ))}
    </div>
  );
}
