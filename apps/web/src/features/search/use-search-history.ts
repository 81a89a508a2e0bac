import { addSearchKeyword, parseSearchHistory, serialiseSearchHistory } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useStoredValue } from '@video/storage/react';
import { useServices } from '../../core/services';

export interface SearchHistory {
  /** Keywords searched, newest first. */
  readonly keywords: readonly string[];
  /** Adds `keyword` unless it is already there (it then keeps its place). */
  readonly remember: (keyword: string) => void;
  readonly clear: () => void;
}

/** The search history kept in storage (`listStr`, comma-separated). */
export function useSearchHistory(): SearchHistory {
  const { storage } = useServices();
  const keywords = parseSearchHistory(useStoredValue(storage, storageKeys.listStr));
  const save = (next: readonly string[]) =>
    storage.set(storageKeys.listStr, serialiseSearchHistory(next));
  return {
    keywords,
    remember: (keyword) => {
      const next = addSearchKeyword(keywords, keyword);
      if (next !== keywords) save(next);
    },
    clear: () => save([]),
  };
}
