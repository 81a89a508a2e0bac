import { format, LIST_COVER_RATIO } from '@video/domain';
import { routes } from '@video/routes';
import { EmptyState, ErrorState, LazyImage, Skeleton, VisuallyHidden } from '@video/ui';
import { Link } from 'react-router-dom';
import { useServices } from '../../core/services';
import styles from './artist-panel.module.css';
import { useSeenTags } from './use-seen-tags';

/** How many of the most used tags the artist grid shows. */
const ARTISTS_SHOWN = 12;
/** Avatars in the first rows load at once. */
const PRIORITY_AVATARS = 8;

/**
 * The 艺人 sub-tab. The product names an artist area but defines none of its content, and the API
 * has no artist call; what it does have is videos by tag (`/api/videotopic/{tagId}`), which the
 * artist details screen lists, and tags name performers and subjects alike. So the tab says
 * what it shows: the most used tags of the home feed (热门标签), each with how many of those
 * videos carry it and the cover of one of them, shaped as a cover, not passed off as a portrait.
 */
export function ArtistPanel() {
  const { loadImage } = useServices();
  const { tags, status, retry } = useSeenTags();

  if (status === 'loading') return <ArtistSkeleton />;
  if (status === 'error') return <ErrorState onRetry={retry} />;
  if (tags.length === 0) return <EmptyState text="暂无艺人" />;

  return (
    <section className={styles.panel} aria-labelledby="artist-panel-title">
      <h2 id="artist-panel-title" className={styles.title}>
        热门标签
      </h2>
      <p className={styles.hint}>首页视频中最常见的标签</p>
      <ul className={styles.grid} aria-labelledby="artist-panel-title">
        {tags.slice(0, ARTISTS_SHOWN).map(({ tag, cover, count }, index) => (
          <li key={tag.id} className={styles.artist}>
            <LazyImage
              image={cover}
              load={loadImage}
              ratio={LIST_COVER_RATIO}
              alt=""
              priority={index < PRIORITY_AVATARS}
              className={styles.cover}
            />
            {/* The link holds the name alone and stretches over the tile. */}
            <Link to={routes.artistDetails.href(tag)} className={styles.name}>
              {tag.name}
            </Link>
            <span className={styles.count}>{count}个视频</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArtistSkeleton() {
  return (
    <div className={styles.grid}>
      <VisuallyHidden role="status">{format('list.loading')}</VisuallyHidden>
      {Array.from({ length: ARTISTS_SHOWN }, (_, index) => (
        <div key={index} className={styles.artist}>
          <span className={styles.cover}>
            <Skeleton ratio={LIST_COVER_RATIO} />
          </span>
          <Skeleton height="1em" width="60%" />
        </div>
      ))}
    </div>
  );
}
