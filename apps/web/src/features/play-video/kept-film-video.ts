import { keptFilmVideo, type Video } from '@video/domain';
import { keptFilmsKey, type TypedStorage } from '@video/storage';

/** Film `id` as kept whole for offline viewing (离线缓存), or undefined. */
export function keptFilmVideoOf(storage: TypedStorage, id: number): Video | undefined {
  const film = storage.get(keptFilmsKey).find((kept) => kept.id === id && kept.state === 'done');
  return film && keptFilmVideo(film);
}
