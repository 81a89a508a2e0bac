export { usePagedList } from './use-paged-list';
export type { PagedList, PagedListOptions, PageEndpoint, RefreshOutcome } from './use-paged-list';
