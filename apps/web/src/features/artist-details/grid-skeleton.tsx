import { format, LIST_COVER_RATIO } from '@video/domain';
import { Skeleton } from '@video/ui';
import styles from './artist-details-screen.module.css';

const CARDS = 6;
const COVER_RATIO = `${LIST_COVER_RATIO.width} / ${LIST_COVER_RATIO.height}`;

/** Two columns of card-shaped boxes while the first page loads. */
export function GridSkeleton() {
  return (
    <div className={styles.skeleton}>
      <span role="status" className={styles.visuallyHidden}>
        {format('list.loading')}
      </span>
      {Array.from({ length: CARDS }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton ratio={COVER_RATIO} />
          <Skeleton height="1em" />
          <Skeleton height="1em" width="50%" />
        </div>
      ))}
    </div>
  );
}
