import type { KeptFilm, KeptFilmState } from '@video/domain';
import { invalid, type Invalid } from './codec';
import { jsonCodec } from './codecs';
import { defineKey } from './storage-key';
import { arrayOf, isFiniteNumber, isRecord, toCover } from './validators';

const KEPT_FILM_STATES: readonly KeptFilmState[] = [
  'queued',
  'downloading',
  'paused',
  'waiting',
  'full',
  'failed',
  'done',
];

/** A kept film as remembered; one with a broken field is dropped (its files stay until cleared). */
function toKeptFilm(value: unknown): KeptFilm | Invalid {
  if (!isRecord(value) || !isRecord(value['details'])) return invalid;
  const { id, masterUrl, height, mediaUrl, filesTotal, filesDone, bytesDone, bytesExpected } =
    value;
  const { title, duration, cover } = value['details'];
  const state = KEPT_FILM_STATES.find((known) => known === value['state']);
  const counts = [height, filesTotal, filesDone, bytesDone, bytesExpected, value['keptAt']];
  if (
    !isFiniteNumber(id) ||
    typeof masterUrl !== 'string' ||
    (mediaUrl !== null && typeof mediaUrl !== 'string') ||
    typeof title !== 'string' ||
    typeof duration !== 'string' ||
    state === undefined ||
    !counts.every(isFiniteNumber)
  ) {
    return invalid;
  }
  return {
    id,
    details: { title, duration, cover: toCover(cover) },
    masterUrl,
    height: height as number,
    mediaUrl,
    filesTotal: filesTotal as number,
    filesDone: filesDone as number,
    bytesDone: bytesDone as number,
    bytesExpected: bytesExpected as number,
    state,
    keptAt: value['keptAt'] as number,
  };
}

/**
 * 离线缓存: the films kept for offline viewing and their downloads (their files live in the Cache
 * API). Its own export, apart from `storageKeys`: only the screens that keep or play kept films
 * read it, and its validator stays out of the first visit.
 */
export const keptFilmsKey = defineKey<readonly KeptFilm[]>(
  'keptFilms',
  jsonCodec(arrayOf(toKeptFilm)),
  [],
);
