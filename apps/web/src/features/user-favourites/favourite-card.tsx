import { memo } from 'react';
import { type EncryptedImage, type Favourite, LIST_COVER_RATIO } from '@video/domain';
import { type ImageLoader, LazyImage } from '@video/ui';
import styles from './favourite-card.module.css';

export interface FavouriteCardProps {
  readonly favourite: Favourite;
  readonly load: ImageLoader;
  readonly priority?: boolean;
  readonly onOpen: (favourite: Favourite) => void;
}

const COVER_RATIO = `${LIST_COVER_RATIO.width} / ${LIST_COVER_RATIO.height}`;

function coverOf({ imgUrl, imgType }: Favourite): EncryptedImage | null {
  return imgUrl === '' ? null : { url: imgUrl, type: imgType };
}

/**
 * A favourite as the share service keeps it: cover and title, no view count (it stores none),
 * so not a `VideoCard`. The whole card is one button named by the title.
 */
export const FavouriteCard = memo(function FavouriteCard({
  favourite,
  load,
  priority = false,
  onOpen,
}: FavouriteCardProps) {
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(favourite)}>
      <LazyImage
        image={coverOf(favourite)}
        load={load}
        ratio={COVER_RATIO}
        alt=""
        priority={priority}
      />
      <span className={styles.title}>{favourite.title}</span>
    </button>
  );
});
