export { PullToRefresh, scrollToListTop } from './pull-to-refresh';
export type { PullToRefreshProps } from './pull-to-refresh';
