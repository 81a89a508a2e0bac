import type { Page } from '@video/domain';
import * as v from 'valibot';
import { countOrZero, jsonObject, pageNumber } from './fields';
import { lenientArray } from './lenient-array';

/**
 * Laravel's paged `rescont` of `item` mapped to {@link Page}. `data` is required (a page without it
 * is broken); its broken items are dropped. An empty `next_page_url` means the last page.
 */
export function pageSchema<T>(
  item: v.GenericSchema<unknown, T>,
): v.GenericSchema<unknown, Page<T>> {
  return v.pipe(
    jsonObject({
      current_page: pageNumber,
      data: lenientArray(item),
      next_page_url: v.fallback(v.nullable(v.string()), null),
      total: countOrZero,
      per_page: countOrZero,
    }),
    v.transform((json): Page<T> => ({
      items: json.data,
      nextPageUrl: json.next_page_url || null,
      total: json.total,
      perPage: json.per_page,
      currentPage: json.current_page,
    })),
  );
}
