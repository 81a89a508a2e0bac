import { parseShareEntries, serialiseShareEntries, withShareCount } from '@video/domain';
import { storageKeys, type TypedStorage } from '@video/storage';

/**
 * Stores the unlock count of share video `id` in `shareVideos` (`id!count` entries, the 100 most
 * recent kept): read, changed and written at once, so a write from another tab is not lost.
 */
export function storeShareCount(storage: TypedStorage, id: number, count: number): void {
  const entries = parseShareEntries(storage.get(storageKeys.shareVideos));
  storage.set(storageKeys.shareVideos, serialiseShareEntries(withShareCount(entries, id, count)));
}
