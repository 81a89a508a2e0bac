import { type AspectRatio, format } from '@video/domain';
import { Skeleton } from '@video/ui';
import styles from './short-video-grid-screen.module.css';

const CARDS = 4;

/** Portrait card boxes while the first page loads. */
export function ShortsSkeleton({ ratio }: { readonly ratio: AspectRatio }) {
  return (
    <div className={styles.skeleton}>
      <span role="status" className={styles.visuallyHidden}>
        {format('list.loading')}
      </span>
      {Array.from({ length: CARDS }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton ratio={`${ratio.width} / ${ratio.height}`} />
          <Skeleton height="1em" />
          <Skeleton height="1em" width="50%" />
        </div>
      ))}
    </div>
  );
}
