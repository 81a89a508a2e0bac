import type { EncryptedImage, Video } from './entities';

/**
 * Where a film kept for offline viewing (离线缓存) is: waiting its turn, downloading, paused by the
 * visitor, waiting for the network, stopped by a full disk, failed (the server refused a file),
 * or kept whole.
 */
export type KeptFilmState =
  'queued' | 'downloading' | 'paused' | 'waiting' | 'full' | 'failed' | 'done';

/** A film kept for offline viewing, or on its way. */
export interface KeptFilm<Details = KeptFilmDetails> {
  readonly id: number;
  /** What the app shows and plays it with when the API cannot be asked (title, cover…). */
  readonly details: Details;
  readonly masterUrl: string;
  /** The rendition kept (360 for 360P). */
  readonly height: number;
  /** Its media playlist, once the master playlist was read; null before. */
  readonly mediaUrl: string | null;
  /** How many files it has (playlists, segments, keys); 0 until its playlists were read. */
  readonly filesTotal: number;
  readonly filesDone: number;
  /** Bytes kept so far. */
  readonly bytesDone: number;
  /** Bytes expected: the rendition's bit rate times the film's length, until it is whole. */
  readonly bytesExpected: number;
  readonly state: KeptFilmState;
  /** When the visitor asked to keep it (epoch ms). */
  readonly keptAt: number;
}

/** What the app keeps of a film beside its files, to list and play it with no network. */
export interface KeptFilmDetails {
  readonly title: string;
  /** As the API gives it, e.g. `12:34`. */
  readonly duration: string;
  readonly cover: EncryptedImage | null;
}

/** Whether a download is still to go on: a film queued, downloading or waiting for the network. */
export function downloadPending(films: readonly Pick<KeptFilm, 'state'>[]): boolean {
  return films.some(
    ({ state }) => state === 'queued' || state === 'downloading' || state === 'waiting',
  );
}

/** How far a kept film's download is, in whole percent (100 once kept whole). */
export function keptPercent(film: Pick<KeptFilm, 'state' | 'bytesDone' | 'bytesExpected'>): number {
  if (film.state === 'done') return 100;
  if (film.bytesExpected <= 0) return 0;
  return Math.min(99, Math.floor((film.bytesDone / film.bytesExpected) * 100));
}

/**
 * A kept film as the player takes it, from what was kept beside its files: where the API cannot
 * be asked (offline), or no longer knows the film, it still plays until the visitor deletes it.
 */
export function keptFilmVideo(film: KeptFilm): Video {
  return {
    id: film.id,
    title: film.details.title,
    pageviews: 0,
    duration: film.details.duration,
    rank: null,
    createdAt: null,
    updatedAt: null,
    videoPath: film.masterUrl,
    cover: film.details.cover,
    coverPath: '',
    tags: [],
    placeholder: null,
  };
}
