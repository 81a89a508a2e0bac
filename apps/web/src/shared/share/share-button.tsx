import { lazy, Suspense, useState } from 'react';
import type { EmbeddedFilm } from '@video/domain';
import { ShareIcon } from '@video/ui';
import { type ShareOptions, shareOptions } from './share-options';
import styles from './share-button.module.css';

/** Loaded on the first tap: a player's first frame does not wait for a dialog. */
const ShareSheet = lazy(async () => ({ default: (await import('./share-sheet')).ShareSheet }));

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
  const [options, setOptions] = useState<ShareOptions | null>(null);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        data-tone={tone}
        aria-haspopup="dialog"
        onClick={() => {
          // The address at the tap: a feed's changes as the visitor swipes.
          setOptions(shareOptions(film, window.location.href, window.location.origin));
          setOpen(true);
        }}
      >
        <ShareIcon className={styles.icon} />
        <span>分享</span>
      </button>
      {options && (
        <Suspense fallback={null}>
          <ShareSheet open={open} options={options} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
