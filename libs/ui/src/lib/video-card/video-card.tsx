import {
  type AspectRatio,
  BLOCK_COVER_RATIO,
  type EncryptedImage,
  LIST_COVER_RATIO,
  pageviewsText,
  type Video,
} from '@video/domain';
import { memo, type ReactElement, useId } from 'react';
import { classNames } from '../class-names';
import { uiText } from '../copy';
import { IconButton } from '../icon-button';
import { CloseIcon } from '../icons';
import { type ImageLoader, LazyImage } from '../lazy-image';
import { RankBadge } from '../rank-badge';
import styles from './video-card.module.css';

/** `grid`: cover above the text (home blocks, grids). `list`: a row, cover left, text right. */
export type VideoCardVariant = 'grid' | 'list';

/**
 * What a card shows: a cover and a title, and what is known beyond them. A video has all of it;
 * a favourite or a watch-history entry has no count, rank or duration, and shows none.
 */
export interface VideoCardItem {
  readonly id: number;
  readonly title: string;
  readonly cover: EncryptedImage | null;
  readonly pageviews?: number;
  readonly duration?: string;
  readonly rank?: number | null;
  /** A tiny preview shown blurred under the cover while it loads (a video's `placeholder`). */
  readonly placeholder?: string | null;
}

/** How much of a video was watched, for a card's progress bar. */
export interface VideoProgress {
  readonly watched: number;
  readonly text: string;
}

export interface VideoCardProps<T extends VideoCardItem = Video> {
  video: T;
  variant?: VideoCardVariant;
  load: ImageLoader;
  /**
   * The cover's ratio. Defaults by variant: 750:422 (home's block ratio) for `grid`,
   * 360:243 (the list ratio) for `list`. A list screen in grid layout passes `LIST_COVER_RATIO`.
   */
  ratio?: AspectRatio;
  /** Load the cover at once: for cards in the first viewport. */
  priority?: boolean;
  /** Relative time, already formatted (e.g. `3小时前`). */
  timeText?: string;
  /**
   * How far the visitor got: a bar along the foot of the cover (`watched`, 0 to 1) and the words
   * for it (e.g. `还剩 12分钟`) under the title.
   */
  progress?: VideoProgress;
  onOpen: (video: T) => void;
  /** Shows an X button (删除 and the title) that removes the card without opening it. */
  onRemove?: (video: T) => void;
}

const DEFAULT_RATIO: Record<VideoCardVariant, AspectRatio> = {
  grid: BLOCK_COVER_RATIO,
  list: LIST_COVER_RATIO,
};

/**
 * A video: cover with rank and duration, title, view count. The whole card is one button
 * named by the title; memoised because long lists re-render many of them.
 */
export const VideoCard = memo(function VideoCard<T extends VideoCardItem>({
  video,
  variant = 'grid',
  load,
  ratio = DEFAULT_RATIO[variant],
  priority = false,
  timeText,
  progress,
  onOpen,
  onRemove,
}: VideoCardProps<T>) {
  const id = useId();
  const titleId = `${id}-title`;
  const durationId = `${id}-duration`;
  const detailsId = `${id}-details`;
  const hasDetails =
    video.pageviews !== undefined || timeText !== undefined || progress !== undefined;
  const described = [video.duration && durationId, hasDetails && detailsId].filter(Boolean);

  return (
    // The button holds the title alone and stretches over the whole card: the card opens from
    // anywhere, and the button reads out nothing beyond its name (WCAG 2.5.3, label in name).
    // The duration and counts are its description.
    <div className={classNames(styles.card, styles[variant], onRemove && styles.removable)}>
      <span className={styles.cover}>
        <LazyImage
          image={video.cover}
          load={load}
          ratio={ratio}
          alt=""
          priority={priority}
          placeholder={video.placeholder}
        />
        <RankBadge rank={video.rank ?? null} className={styles.rank} />
        {video.duration && (
          <span id={durationId} className={styles.duration}>
            {video.duration}
          </span>
        )}
        {progress && (
          <span className={styles.progress} aria-hidden="true">
            <span
              className={styles.watched}
              style={{ transform: `scaleX(${Math.min(1, Math.max(0, progress.watched))})` }}
            />
          </span>
        )}
      </span>
      <span className={styles.body}>
        <button
          type="button"
          className={styles.open}
          aria-labelledby={titleId}
          aria-describedby={described.length > 0 ? described.join(' ') : undefined}
          onClick={() => onOpen(video)}
        >
          <span id={titleId} className={styles.title}>
            {video.title}
          </span>
        </button>
        {hasDetails && (
          <span id={detailsId} className={styles.meta}>
            {video.pageviews !== undefined && <span>{pageviewsText(video.pageviews)}</span>}
            {/* The space keeps the two apart when read as the description. */}
            {timeText && (
              <>
                {' '}
                <span>{timeText}</span>
              </>
            )}
            {progress && <span>{progress.text}</span>}
          </span>
        )}
      </span>
      {onRemove && (
        <IconButton
          label={`${uiText.remove} ${video.title}`}
          className={styles.remove}
          onClick={() => onRemove(video)}
        >
          <span className={styles.removeMark}>
            <CloseIcon />
          </span>
        </IconButton>
      )}
    </div>
  );
}) as <T extends VideoCardItem = Video>(props: VideoCardProps<T>) => ReactElement;
