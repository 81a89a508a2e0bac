import { lazy, Suspense, useState } from 'react';
import type { Video } from '@video/domain';
import { Icon } from '@video/ui';
import { useServices } from '../../core/services';
import styles from './keep-button.module.css';

/** Loaded on the first tap: the film's first frame waits for no sheet. */
const KeepFilmSheet = lazy(async () => ({
  default: (await import('./keep-film-sheet')).KeepFilmSheet,
}));

/** 缓存 on the film player: a sheet to keep the film for offline viewing, where the page can. */
export function KeepButton({ video }: { readonly video: Video }) {
  const { keptFilms } = useServices();
  const [open, setOpen] = useState<boolean | null>(null);
  if (keptFilms === null) return null;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon className={styles.icon}>
          <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
        </Icon>
        <span>缓存</span>
      </button>
      {open !== null && (
        <Suspense fallback={null}>
          <KeepFilmSheet
            open={open}
            video={video}
            keptFilms={keptFilms}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
