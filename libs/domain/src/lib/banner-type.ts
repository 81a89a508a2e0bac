import type { Tag } from './entities';

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
