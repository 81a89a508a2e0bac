import { storageKeys } from '@video/storage';
import { afterLoadWhenIdle } from '../../core/after-load-idle';
import type { AppServices } from '../../core/services';

/**
 * A download a reload (or a closed tab) cut short goes on once the page is idle: the kept films'
 * code loads only where one is still to go on (not paused by the visitor, nor stopped).
 */
export function resumeKeptFilms(
  { keptFilms, storage }: Pick<AppServices, 'keptFilms' | 'storage'>,
  win: Window = window,
): void {
  if (keptFilms === null) return;
  afterLoadWhenIdle(() => {
    if (storage.get(storageKeys.keptFilmsPending)) void keptFilms();
  }, win);
}
