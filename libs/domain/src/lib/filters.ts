import { ALL_CATEGORY_ID, EXCLUDED_CATEGORY_IDS } from './constants';
import type { Category } from './entities';
import { format } from './messages';

/**
 * The mark of a video kept out of lists and search results: a title that starts with the star
 * character ★ (U+2605), its very first character. Only that character: an ASCII `*`, a white star
 * ☆ or a star after blanks is a title like any other, since a backend that means to hide a video
 * writes the one mark, and a false match would hide a video that is meant to be seen.
 */
const HIDDEN_TITLE_MARK = '★';

/** Whether a video with this title is hidden from lists and search results. */
export function isHiddenTitle(title: string): boolean {
  return title.startsWith(HIDDEN_TITLE_MARK);
}

/** The videos that lists and search results show. */
export function visibleVideos<T extends { readonly title: string }>(videos: readonly T[]): T[] {
  return videos.filter((video) => !isHiddenTitle(video.title));
}

/**
 * The category a list address names. `typeId` is a category's `id` (the home category icons link
 * by it) or its `type_id` (a home block's 更多 links by that), which a backend may number apart:
 * the id first, then the type id.
 */
export function listCategory(
  categories: readonly Category[],
  typeId: number,
): Category | undefined {
  return (
    categories.find((category) => category.id === typeId) ??
    categories.find((category) => category.typeId === typeId)
  );
}

/** One tab of the category strip. */
export interface CategoryTab {
  readonly id: number;
  readonly name: string;
}

/**
 * The category tab strip of /list: 全部 (id 0) first, then the categories in API order without
 * short videos (59) and share videos (60), which have screens of their own. 'All' is added here
 * because it is part of the rule ("tabs begin with all"), so every front end gets the same strip.
 */
export function categoryTabs(categories: readonly Category[]): CategoryTab[] {
  const tabs = categories
    .filter((category) => !EXCLUDED_CATEGORY_IDS.includes(category.id))
    .map(({ id, name }) => ({ id, name }));
  return [{ id: ALL_CATEGORY_ID, name: format('list.all') }, ...tabs];
}
