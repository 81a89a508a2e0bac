import { memo, useId } from 'react';
import { LIST_COVER_RATIO } from '@video/domain';
import { CloseIcon, IconButton, type ImageLoader, LazyImage } from '@video/ui';
import type { MyVideoItem } from './my-video-item';
import styles from './my-video-card.module.css';

export interface MyVideoCardProps {
  readonly item: MyVideoItem;
  readonly load: ImageLoader;
  readonly priority: boolean;
  readonly onOpen: (item: MyVideoItem) => void;
  readonly onRemove: (item: MyVideoItem) => void;
}

/** A cover with its title that opens the video, and an X (删除) that removes it from the grid. */
export const MyVideoCard = memo(function MyVideoCard({
  item,
  load,
  priority,
  onOpen,
  onRemove,
}: MyVideoCardProps) {
  const titleId = useId();
  return (
    <div className={styles.card}>
      <button
        type="button"
        className={styles.open}
        aria-labelledby={titleId}
        onClick={() => onOpen(item)}
      >
        <LazyImage
          image={item.cover}
          load={load}
          ratio={`${LIST_COVER_RATIO.width} / ${LIST_COVER_RATIO.height}`}
          alt=""
          priority={priority}
        />
        <span id={titleId} className={styles.title}>
          {item.title}
        </span>
      </button>
      <IconButton
        label={`删除 ${item.title}`}
        className={styles.remove}
        onClick={() => onRemove(item)}
      >
        <span className={styles.mark}>
          <CloseIcon />
        </span>
      </IconButton>
    </div>
  );
});
