import { format, LIST_COVER_RATIO } from '@video/domain';
import { Skeleton } from '@video/ui';
import styles from './ranking-view.module.css';

const ROWS = 6;
const COVER_RATIO = `${LIST_COVER_RATIO.width} / ${LIST_COVER_RATIO.height}`;

/** Rows the shape of list cards while the first page loads; only the status text is read out. */
export function RankingSkeleton() {
  return (
    <div className={styles.skeleton}>
      <span role="status" className={styles.visuallyHidden}>
        {format('list.loading')}
      </span>
      {Array.from({ length: ROWS }, (_, row) => (
        <div key={row} className={styles.skeletonRow}>
          <span className={styles.skeletonCover}>
            <Skeleton ratio={COVER_RATIO} />
          </span>
          <span className={styles.skeletonText}>
            <Skeleton height="1em" />
            <Skeleton height="1em" width="60%" />
          </span>
        </div>
      ))}
    </div>
  );
}
