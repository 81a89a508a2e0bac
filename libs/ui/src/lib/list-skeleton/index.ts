export { GridSkeleton, RowSkeleton } from './list-skeleton';
export type { GridSkeletonProps } from './list-skeleton';
