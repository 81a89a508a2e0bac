import type { Video } from '@video/domain';
import { useEffect, useEffectEvent } from 'react';
import { useServices } from '../../core/services';
import { recordWatch } from './record-watch';

/**
 * Records the visit of `video` in the watch history once it is known: once per id, as a refetched
 * copy of the same video is not a new visit.
 */
export function useRecordWatch(video: Video | undefined): void {
  const { storage } = useServices();
  const record = useEffectEvent(() => {
    if (video) recordWatch(storage, video);
  });
  const id = video?.id;
  useEffect(() => {
    if (id !== undefined) record();
  }, [id]);
}
