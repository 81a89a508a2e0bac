import { useMemo } from 'react';
import { parseShareEntries, type ShareEntry } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useStoredValue } from '@video/storage/react';
import { useServices } from '../../core/services';

/** The unlock counts kept on this device (`shareVideos`), following every write here or in another tab. */
export function useShareEntries(): readonly ShareEntry[] {
  const { storage } = useServices();
  const stored = useStoredValue(storage, storageKeys.shareVideos);
  return useMemo(() => parseShareEntries(stored), [stored]);
}
