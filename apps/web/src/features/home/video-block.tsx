import { useId } from 'react';
import { BLOCK_COVER_RATIO, format, HOME_BLOCK_SIZE, type Video } from '@video/domain';
import { ChevronRightIcon, RefreshIcon, Skeleton, VideoCard } from '@video/ui';
import { Link } from 'react-router-dom';
import { useServices } from '../../core/services';

import type { FROM_HOME } from './home-links';
import styles from './video-block.module.css';

/** Where a block's 更多 leads; list links carry {@link FROM_HOME} so the list starts over. */
export interface BlockMoreLink {
  readonly to: string;
  readonly state?: typeof FROM_HOME;
}

export interface VideoBlockProps {
  readonly title: string;
  /** The videos shown now: at most {@link HOME_BLOCK_SIZE}, starred ones already hidden. */
  readonly videos: readonly Video[];
  readonly more?: BlockMoreLink;
  /** Shows 换一批 when given. */
  readonly onChangeBatch?: () => void;
  /** Load the covers at once: a block in the first viewport. */
  readonly priority?: boolean;
  readonly onOpen: (video: Video) => void;
}

/** A home block: title, 换一批 and 更多, and a 2×2 grid of cards. */
export function VideoBlock({
  title,
  videos,
  more,
  onChangeBatch,
  priority = false,
  onOpen,
}: VideoBlockProps) {
  const { loadImage } = useServices();
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.actions}>
          {onChangeBatch && (
            <button type="button" className={styles.action} onClick={onChangeBatch}>
              <RefreshIcon />
              {format('home.changeBatch')}
            </button>
          )}
          {more && (
            <Link
              className={styles.action}
              to={more.to}
              state={more.state}
              aria-label={`${format('home.more')}${title}`}
            >
              {format('home.more')}
              <ChevronRightIcon />
            </Link>
          )}
        </div>
      </header>
      <ul className={styles.grid}>
        {videos.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} load={loadImage} priority={priority} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A loading block of the same size as a full one. */
export function VideoBlockSkeleton() {
  return (
    <div className={styles.block} aria-hidden="true">
      <div className={styles.header}>
        <Skeleton width={64} height={22} />
      </div>
      <div className={styles.grid}>
        {Array.from({ length: HOME_BLOCK_SIZE }, (_, index) => (
          <div key={index} className={styles.cardSkeleton}>
            <Skeleton ratio={BLOCK_COVER_RATIO} />
            <span className={styles.cardSkeletonBody}>
              <Skeleton height={39} />
              <Skeleton width="40%" height={17} />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
