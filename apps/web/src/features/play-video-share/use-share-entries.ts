import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { parseShareEntries, type ShareEntry } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useServices } from '../../core/services';

/** The unlock counts kept on this device (`shareVideos`), following every write here or in another tab. */
export function useShareEntries(): readonly ShareEntry[] {
  const { storage } = useServices();
  const subscribe = useCallback(
    (onChange: () => void) => storage.subscribe(storageKeys.shareVideos, onChange),
    [storage],
  );
  // Storage returns the same value until the key changes, so a read is a stable snapshot.
  const stored = useSyncExternalStore(subscribe, () => storage.get(storageKeys.shareVideos));
  return useMemo(() => parseShareEntries(stored), [stored]);
}
