import { Link } from 'react-router-dom';
import { format, type Tag } from '@video/domain';
import { EmptyState, ErrorState, LazyImage, Skeleton, VisuallyHidden } from '@video/ui';
import { useServices } from '../../core/services';
import styles from './artist-panel.module.css';
import { useSeenTags } from './use-seen-tags';

/** How many of the most used tags the artist grid shows. */
const ARTISTS_SHOWN = 12;
/** Avatars in the first rows load at once. */
const PRIORITY_AVATARS = 8;

/** The artist details address of a tag. */
function artistPath(tag: Tag): string {
  return `/artist-details?${new URLSearchParams({ id: String(tag.id), name: tag.name })}`;
}

/**
 * The 艺人 sub-tab. The spec names an artist area but shows none of its content, and the API
 * has no artist call; what it does have is videos by tag (`/api/videotopic/{tagId}`), which the
 * artist details screen lists. So the grid shows the most used tags of the home feed as the
 * 'artists', each with the cover of one of its videos as its picture.
 */
export function ArtistPanel() {
  const { loadImage } = useServices();
  const { tags, status, retry } = useSeenTags();

  if (status === 'loading') return <ArtistSkeleton />;
  if (status === 'error') return <ErrorState onRetry={retry} />;
  if (tags.length === 0) return <EmptyState text="暂无艺人" />;

  return (
    <ul className={styles.grid} aria-label="热门艺人">
      {tags.slice(0, ARTISTS_SHOWN).map(({ tag, cover }, index) => (
        <li key={tag.id}>
          <Link to={artistPath(tag)} className={styles.artist}>
            <LazyImage
              image={cover}
              load={loadImage}
              ratio={1}
              alt=""
              priority={index < PRIORITY_AVATARS}
              className={styles.avatar}
            />
            <span className={styles.name}>{tag.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ArtistSkeleton() {
  return (
    <div className={styles.grid}>
      <VisuallyHidden role="status">{format('list.loading')}</VisuallyHidden>
      {Array.from({ length: ARTISTS_SHOWN }, (_, index) => (
        <div key={index} className={styles.artist}>
          <span className={styles.avatar}>
            <Skeleton ratio={1} round />
          </span>
          <Skeleton height="1em" width="60%" />
        </div>
      ))}
    </div>
  );
}
