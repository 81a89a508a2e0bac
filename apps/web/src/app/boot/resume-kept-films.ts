import { storageKeys } from '@video/storage';
import { afterLoadWhenIdle } from '../../core/after-load-idle';
import type { AppServices } from '../../core/services';

/**
 * A download a reload (or a closed tab) cut short goes on once the page is idle: the kept films'
 * code loads only where one is unfinished and not paused by the visitor.
 */
export function resumeKeptFilms(
  { keptFilms, storage }: Pick<AppServices, 'keptFilms' | 'storage'>,
  win: Window = window,
): void {
  if (keptFilms === null) return;
  afterLoadWhenIdle(() => {
    const unfinished = storage
      .get(storageKeys.keptFilms)
      .some(({ state }) => state === 'queued' || state === 'downloading' || state === 'waiting');
    if (unfinished) void keptFilms();
  }, win);
}
