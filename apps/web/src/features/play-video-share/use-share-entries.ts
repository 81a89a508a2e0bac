import { useEffect, useMemo, useState } from 'react';
import { parseShareEntries, type ShareEntry } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useServices } from '../../app/services';

/** The unlock counts kept on this device (`shareVideos`), following every write here or in another tab. */
export function useShareEntries(): readonly ShareEntry[] {
  const { storage } = useServices();
  // Held in state: each read decodes anew, so it could not serve as a stable snapshot.
  const [stored, setStored] = useState(() => storage.get(storageKeys.shareVideos));
  useEffect(() => {
    setStored(storage.get(storageKeys.shareVideos));
    return storage.subscribe(storageKeys.shareVideos, setStored);
  }, [storage]);
  return useMemo(() => parseShareEntries(stored), [stored]);
}
