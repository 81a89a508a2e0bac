import { useCallback, useState } from 'react';
import { shownBannerType, type Tag } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useServices } from '../../core/services';

/**
 * The home banner tag (`bannerType` in storage) and a setter that remembers the choice.
 * Pass `undefined` tags while they load, and `[]` when they failed.
 */
export function useBannerType(
  tags: readonly Tag[] | undefined,
): readonly [bannerType: number | null, select: (id: number) => void] {
  const { storage } = useServices();
  const [stored, setStored] = useState(() => storage.get(storageKeys.bannerType));
  const select = useCallback(
    (id: number) => {
      storage.set(storageKeys.bannerType, String(id));
      setStored(String(id));
    },
    [storage],
  );
  return [shownBannerType(tags, stored), select];
}
