export { createDownloads } from './lib/downloads';
export type {
  Downloads,
  DownloadsOptions,
  KeepRequest,
  KeptFilm,
  KeptFilmsRecord,
  KeptFilmState,
  OnlineState,
} from './lib/downloads';
export { cacheFilmBytes, KEPT_FILMS_CACHE, memoryFilmBytes } from './lib/film-bytes';
export type { FilmBytes } from './lib/film-bytes';
export { masterWithOnly, mediaPlaylistFiles } from './lib/hls-files';
export type { FilmFile } from './lib/hls-files';
