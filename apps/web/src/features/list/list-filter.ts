import { ALL_CATEGORY_ID, type ListFilter, SORT_ORDERS, type SortOrder } from '@video/domain';

/** The list as it starts without (or with unreadable) query values: all categories, newest. */
export const DEFAULT_LIST_FILTER: ListFilter = { typeId: ALL_CATEGORY_ID, orderby: 'new' };

/** A category id from the query: a whole number from 0, else 'all'. */
function parseTypeId(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return DEFAULT_LIST_FILTER.typeId;
  const typeId = Number(value);
  return Number.isSafeInteger(typeId) ? typeId : DEFAULT_LIST_FILTER.typeId;
}

function parseOrderby(value: string | null): SortOrder {
  return SORT_ORDERS.find((order) => order === value) ?? DEFAULT_LIST_FILTER.orderby;
}

/** The list's category and sort from `?typeId=&orderby=`; bad values fall back to the defaults. */
export function parseListFilter(search: string): ListFilter {
  const params = new URLSearchParams(search);
  return {
    typeId: parseTypeId(params.get('typeId')),
    orderby: parseOrderby(params.get('orderby')),
  };
}

/** Whether two filters show the same list. */
export function sameFilter(a: ListFilter, b: ListFilter): boolean {
  return a.typeId === b.typeId && a.orderby === b.orderby;
}
