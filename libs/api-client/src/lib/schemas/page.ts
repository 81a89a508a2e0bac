import type { Page } from '@video/domain';
import * as v from 'valibot';
import { countOrZero, jsonObject, pageNumber } from './fields';
import { lenientArray } from './lenient-array';

/** Laravel's paged `rescont`: `data` holds the page; an empty `next_page_url` means the last. */
function pagedObjectSchema<T>(item: v.GenericSchema<unknown, T>) {
  return v.pipe(
    jsonObject({
      current_page: pageNumber,
      data: v.optional(lenientArray(item), []),
      next_page_url: v.fallback(v.nullable(v.string()), null),
      total: countOrZero,
      per_page: countOrZero,
    }),
    v.transform((json): Page<T> => ({
      items: json.data,
      nextPageUrl: json.next_page_url || null,
      total: Math.max(json.total, json.data.length),
      perPage: json.per_page,
      currentPage: json.current_page,
    })),
  );
}

/** Every item at once, as one last page: how a backend that does not page answers. */
export function wholeListPage<T>(items: readonly T[]): Page<T> {
  return {
    items,
    nextPageUrl: null,
    total: items.length,
    perPage: items.length,
    currentPage: 1,
  };
}

/**
 * A page of a list a backend may serve in pages or whole: Laravel's paged `rescont`, or a plain
 * array (every item, one last page), or "nothing" (`null`, `[]`, `{}`: an empty last page). A
 * paged object without `data` is nothing too. Broken items are dropped, never the page.
 */
export function pageSchema<T>(
  item: v.GenericSchema<unknown, T>,
): v.GenericSchema<unknown, Page<T>> {
  return v.union([
    v.pipe(
      lenientArray(item),
      v.transform((items) => wholeListPage(items)),
    ),
    pagedObjectSchema(item),
  ]);
}

/**
 * Page `page` of `perPage` items cut from a whole list, for a call the contract pages but a
 * backend answered with every item at once.
 */
export function pageOfList<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const start = (page - 1) * perPage;
  const end = start + perPage;
  return {
    items: items.slice(start, end),
    nextPageUrl: end < items.length ? `?page=${page + 1}` : null,
    total: items.length,
    perPage,
    currentPage: page,
  };
}
