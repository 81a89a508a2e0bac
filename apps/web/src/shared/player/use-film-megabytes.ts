import { durationSeconds, filmMegabytes, renditionPlayed, type Video } from '@video/domain';
import { storageKeys } from '@video/storage';
import { dataSaverNow } from '../../core/data-saver';
import { useServices } from '../../core/services';
import { createPositionStore } from './player-stores';
import { useMasterRenditions } from './use-master-renditions';

/**
 * About how many MB the rest of `video` costs at the rendition it will play at, with
 * `prerollSeconds` of the pre-roll ad's clip before it: read from the film's master playlist (a
 * few hundred bytes; nothing of the stream itself). Null while that or the pre-roll is on its
 * way, and where it cannot be told (no master playlist, no length).
 */
export function useFilmMegabytes(video: Video, prerollSeconds: number | null): number | null {
  const services = useServices();
  const { storage } = services;
  const renditions = useMasterRenditions(video.videoPath);

  const length = durationSeconds(video.duration);
  if (renditions === null || length === null || prerollSeconds === null) return null;
  const rendition = renditionPlayed(renditions, {
    dataSaver: dataSaverNow(services),
    chosenHeight: storage.get(storageKeys.quality),
  });
  if (rendition === undefined) return null;
  return filmMegabytes({
    rendition,
    durationSeconds: length,
    startSeconds: createPositionStore(storage).get(String(video.id)) ?? 0,
    prerollSeconds,
  });
}
