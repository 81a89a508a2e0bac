import { format, LIST_COVER_RATIO } from '@video/domain';
import { Skeleton } from '@video/ui';
import styles from './user-favourites-screen.module.css';

const CARDS = 6;
const COVER_RATIO = `${LIST_COVER_RATIO.width} / ${LIST_COVER_RATIO.height}`;

/** Favourite-card boxes; `quiet` for a neighbouring slide, which is not what is loading. */
export function FavouritesSkeleton({ quiet = false }: { readonly quiet?: boolean }) {
  return (
    <div className={styles.skeleton}>
      {!quiet && (
        <span role="status" className={styles.visuallyHidden}>
          {format('list.loading')}
        </span>
      )}
      {Array.from({ length: CARDS }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton ratio={COVER_RATIO} />
          <Skeleton height="1em" width="80%" />
        </div>
      ))}
    </div>
  );
}
