import { lazy, Suspense, useId, useState } from 'react';
import { pageviewsText, type Tag, type Video } from '@video/domain';
import { FavouriteButton } from '../../shared/player';
import { ShareButton } from '../../shared/share';
import { KeepButton } from './keep-button';
import styles from './video-details.module.css';

/** Loaded on the first tag tap: the first frame does not wait for a dialog and its list. */
const TagVideosPanel = lazy(async () => ({
  default: (await import('../../shared/tag-videos')).TagVideosPanel,
}));

/**
 * The title block under the player: title, views and length, 分享, 缓存, the favourite toggle and
 * tags.
 */
export function VideoDetails({ video }: { readonly video: Video }) {
  const [openTag, setOpenTag] = useState<Tag | null>(null);
  // Mounted from the first tap on, so that closing keeps the dialog's own exit and focus return.
  const [tagTapped, setTagTapped] = useState(false);
  const titleId = useId();

  return (
    <section className={styles.details} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {video.title}
      </h2>
      <div className={styles.row}>
        <p className={styles.meta}>
          <span>{pageviewsText(video.pageviews)}播放</span>
          {video.duration && <span>时长 {video.duration}</span>}
        </p>
        <span className={styles.actions}>
          <ShareButton film={video} />
          <KeepButton video={video} />
          <FavouriteButton video={video} />
        </span>
      </div>
      {video.tags.length > 0 && (
        <ul className={styles.tags} aria-label="标签">
          {video.tags.map((tag) => (
            <li key={tag.id}>
              <button
                type="button"
                className={styles.tag}
                onClick={() => {
                  setTagTapped(true);
                  setOpenTag(tag);
                }}
              >
                <span className={styles.chip}>#{tag.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {tagTapped && (
        <Suspense fallback={null}>
          <TagVideosPanel tag={openTag} onClose={() => setOpenTag(null)} />
        </Suspense>
      )}
    </section>
  );
}
