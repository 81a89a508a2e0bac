import { format, type Video } from '@video/domain';
import styles from './favourite-button.module.css';
import { useFavouriteToggle } from './use-favourite-toggle';

export interface FavouriteButtonProps {
  /** The video to (un)favourite; the button waits while it is still loading. */
  readonly video: Video | undefined;
}

/**
 * The player's favourite toggle: a heart with 收藏 / 已收藏, named 收藏 or 取消收藏; disabled until
 * the state is known.
 */
export function FavouriteButton({ video }: FavouriteButtonProps) {
  const { isFavourite, ready, toggle, pending } = useFavouriteToggle(video);
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={isFavourite ? '取消收藏' : format('player.favourite')}
      aria-pressed={isFavourite}
      aria-busy={pending}
      // Nothing to flip until the state is known; a tap during a change is ignored instead.
      disabled={!ready}
      onClick={toggle}
    >
      <HeartIcon filled={isFavourite} />
      <span aria-hidden="true">
        {format(isFavourite ? 'player.favourited' : 'player.favourite')}
      </span>
    </button>
  );
}

function HeartIcon({ filled }: { readonly filled: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20.5s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.6c0 5.7-7.5 10.3-7.5 10.3z" />
    </svg>
  );
}
