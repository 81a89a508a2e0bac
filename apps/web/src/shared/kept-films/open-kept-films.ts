import { downloadPending, type KeptFilmDetails } from '@video/domain';
import { cacheFilmBytes, createDownloads, type Downloads, type OnlineState } from '@video/offline';
import { keptFilmsKey, storageKeys, type TypedStorage } from '@video/storage';

/** 离线缓存: the films kept for offline viewing and their downloads. */
export type KeptFilms = Downloads<KeptFilmDetails>;

export interface KeptFilmsOptions {
  readonly storage: TypedStorage;
  readonly online: OnlineState;
  readonly caches: CacheStorage;
  readonly fetch: typeof fetch;
  readonly now: () => number;
}

/**
 * The kept films: their list in the app's storage, their files in the Cache API (where the
 * service worker answers the player from), downloads going on from where a reload left them.
 */
export function openKeptFilms({
  storage,
  online,
  caches,
  fetch,
  now,
}: KeptFilmsOptions): KeptFilms {
  const downloads = createDownloads<KeptFilmDetails>({
    bytes: cacheFilmBytes(caches),
    record: {
      read: () => storage.get(keptFilmsKey),
      write: (films) => {
        storage.set(keptFilmsKey, films);
        storage.set(storageKeys.keptFilmsPending, downloadPending(films));
      },
    },
    fetch,
    online,
    now,
    // The cover goes with the film: 离线缓存 shows it with no network, whatever else was let go.
    detailFiles: ({ cover }) => (cover ? [new URL(cover.url, document.baseURI).href] : []),
  });
  downloads.start();
  // Leaving the page aborts the download's fetch: stopped first, it is not taken for a refused
  // file, and stays on its way (the next visit goes on with it). A page kept for going back
  // (the back-forward cache) keeps its download, frozen.
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) downloads.destroy();
  });
  return downloads;
}
