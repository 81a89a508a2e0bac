import { useCallback, useState } from 'react';
import type { Tag } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useServices } from '../../core/services';

/** `/api/adinfo/BANNER/0`: the banners of every tag, when no tag can be chosen. */
const ALL_BANNERS = 0;

/**
 * The banner tag shown: the stored one while it still exists, else the first tag, else all
 * banners; null while the tags are loading.
 */
export function shownBannerType(tags: readonly Tag[] | undefined, stored: string): number | null {
  if (!tags) return null;
  return tags.find((tag) => String(tag.id) === stored)?.id ?? tags[0]?.id ?? ALL_BANNERS;
}

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
