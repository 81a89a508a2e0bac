import { lazy, Suspense, useState } from 'react';
import type { EmbeddedFilm } from '@video/domain';
import { ShareIcon } from '@video/ui';
import styles from './share-button.module.css';

/** Loaded on the first tap, with the options it shares: a player's first frame waits for neither. */
const FilmShareSheet = lazy(async () => ({
  default: (await import('./share-sheet')).FilmShareSheet,
}));

export interface ShareButtonProps {
  /** The film the player shows; the page's own address is what the sheet shares. */
  readonly film: EmbeddedFilm & { readonly title: string };
  /** `dark`: on the film, as in the short-video feed. */
  readonly tone?: 'light' | 'dark';
}

/** 分享 on a player: opens the share sheet (share or copy the page's address, 嵌入). */
export function ShareButton({ film, tone = 'light' }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  // Kept from the first tap on, so that closing keeps the dialog's own exit and focus return.
  const [at, setAt] = useState<{ url: string; origin: string } | null>(null);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        data-tone={tone}
        aria-haspopup="dialog"
        onClick={() => {
          // The address at the tap: a feed's changes as the visitor swipes.
          setAt({ url: window.location.href, origin: window.location.origin });
          setOpen(true);
        }}
      >
        <ShareIcon className={styles.icon} />
        <span>分享</span>
      </button>
      {at && (
        <Suspense fallback={null}>
          <FilmShareSheet open={open} film={film} at={at} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
