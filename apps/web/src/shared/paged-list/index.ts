export { usePagedArrival } from './use-paged-arrival';
export { usePagedList } from './use-paged-list';
export type {
  ListFooterProps,
  PagedList,
  PagedListOptions,
  PageEndpoint,
  RefreshOutcome,
} from './use-paged-list';
