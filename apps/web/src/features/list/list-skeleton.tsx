import { LIST_COVER_RATIO, type ListLayout } from '@video/domain';
import { GridSkeleton, RowSkeleton } from '@video/ui';

export interface ListSkeletonProps {
  readonly layout: ListLayout;
  /** Marks the first cover as the box of the lead image (the outline's). */
  readonly lead?: boolean;
}

/**
 * The list's first page while it loads, in the visitor's layout. Silent: the list's footer says
 * 加载中... meanwhile.
 */
export function ListSkeleton({ layout, lead }: ListSkeletonProps) {
  return layout === 'grid' ? (
    <GridSkeleton ratio={LIST_COVER_RATIO} announce={false} lead={lead} />
  ) : (
    <RowSkeleton ratio={LIST_COVER_RATIO} announce={false} lead={lead} />
  );
}
