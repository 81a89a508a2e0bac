import { useId } from 'react';
import {
  LIST_COVER_RATIO,
  format,
  isLocked,
  type ShareEntry,
  shortBy,
  unlockCount,
  type Video,
} from '@video/domain';
import { CheckIcon, type ImageLoader, LazyImage, LockIcon, Skeleton } from '@video/ui';
import { useServices } from '../../core/services';
import { shareText } from './share-text';
import styles from './share-video-list.module.css';

export interface ShareVideoListProps {
  readonly videos: readonly Video[];
  /** The video playing above: marked 播放中. */
  readonly currentId: number;
  /** The unlock counts on this device, for each video's 已解锁 / 还差{n}人解锁. */
  readonly entries: readonly ShareEntry[];
  readonly onSelect: (video: Video) => void;
}

/** The share videos under the player, each with its lock state; the current one is marked. */
export function ShareVideoList({ videos, currentId, entries, onSelect }: ShareVideoListProps) {
  const { loadImage } = useServices();
  return (
    <ul className={styles.list}>
      {videos.map((video) => (
        <li key={video.id}>
          <ShareVideoRow
            video={video}
            current={video.id === currentId}
            count={unlockCount(entries, video.id)}
            load={loadImage}
            onSelect={onSelect}
          />
        </li>
      ))}
    </ul>
  );
}

interface ShareVideoRowProps {
  readonly video: Video;
  readonly current: boolean;
  /** The video's unlock count on this device. */
  readonly count: number;
  readonly load: ImageLoader;
  readonly onSelect: (video: Video) => void;
}

/** One share video: a button named by its title, described by its lock state. */
function ShareVideoRow({ video, current, count, load, onSelect }: ShareVideoRowProps) {
  const id = useId();
  const locked = isLocked(count);
  // The button holds the title alone and stretches over the row (see VideoCard): it reads out
  // nothing beyond its name, and the row opens from anywhere.
  return (
    <div className={styles.row} data-current={current || undefined}>
      <span className={styles.cover}>
        <LazyImage
          image={video.cover}
          load={load}
          ratio={LIST_COVER_RATIO}
          alt=""
          placeholder={video.placeholder}
        />
        {video.duration && <span className={styles.duration}>{video.duration}</span>}
        {current && <span className={styles.playing}>{shareText.playing}</span>}
      </span>
      <span className={styles.body}>
        <button
          type="button"
          className={styles.open}
          aria-current={current ? 'true' : undefined}
          aria-describedby={`${id}-state`}
          onClick={() => onSelect(video)}
        >
          <span className={styles.title}>{video.title}</span>
        </button>
        <span id={`${id}-state`} className={locked ? styles.locked : styles.unlocked}>
          {locked ? <LockIcon className={styles.icon} /> : <CheckIcon className={styles.icon} />}
          {locked ? format('share.shortBy', { n: shortBy(count) }) : shareText.unlocked}
        </span>
      </span>
    </div>
  );
}

/** The list's loading placeholder: rows of its size. */
export function ShareVideoListSkeleton({ rows = 3 }: { readonly rows?: number }) {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row}>
          <span className={styles.cover}>
            <Skeleton ratio={LIST_COVER_RATIO} />
          </span>
          <span className={styles.body}>
            <Skeleton height="1em" />
            <Skeleton height="1em" width="50%" />
          </span>
        </div>
      ))}
    </div>
  );
}
