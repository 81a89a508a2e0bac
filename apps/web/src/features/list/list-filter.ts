import type { ListFilter } from '@video/domain';

/** Whether two filters show the same list. */
export function sameFilter(a: ListFilter, b: ListFilter): boolean {
  return a.typeId === b.typeId && a.orderby === b.orderby;
}
