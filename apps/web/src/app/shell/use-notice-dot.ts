import { useCallback } from 'react';
import { useArrivalQuery } from '@video/api-client/react';
import { hasUnreadNotice, latestNoticeTime } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useStoredValue } from '@video/storage/react';
import { notices as noticesCall } from '@video/routes';
import { useServices } from '../../core/services';

/**
 * The Mine tab's dot: shown while the newest system notice is newer than the last one read.
 * `markRead` stores that time (a failed notice call leaves no dot; it is only logged).
 */
export function useNoticeDot(): { readonly dot: boolean; readonly markRead: () => void } {
  const { storage, now } = useServices();
  const { data } = useArrivalQuery(noticesCall);
  const lastRead = useStoredValue(storage, storageKeys.lastReadTimestamp);
  const notices = data?.items;
  const markRead = useCallback(() => {
    storage.set(storageKeys.lastReadTimestamp, latestNoticeTime(notices ?? []) ?? now());
  }, [storage, notices, now]);
  return { dot: hasUnreadNotice(notices ?? [], lastRead), markRead };
}
