import type { ListStatus, Video } from '@video/domain';
import { LIST_COVER_RATIO } from '@video/domain';
import { EmptyState, ErrorState, RowSkeleton } from '@video/ui';
import { VideoGrid } from '../video-grid';

export interface RankingListProps {
  readonly videos: readonly Video[];
  readonly status: ListStatus;
  readonly onOpen: (video: Video) => void;
  readonly onRetry: () => void;
  readonly onEndReached?: () => void;
}

/** Ranked rows (medal or number on each cover), with a skeleton, error and empty state of their own. */
export function RankingList({ videos, status, onOpen, onRetry, onEndReached }: RankingListProps) {
  if (videos.length === 0 && (status === 'idle' || status === 'loading')) {
    return <RowSkeleton ratio={LIST_COVER_RATIO} />;
  }
  if (videos.length === 0 && status === 'error') return <ErrorState onRetry={onRetry} />;
  return (
    <VideoGrid
      videos={videos}
      status={status}
      layout="list"
      onOpen={onOpen}
      onRetry={onRetry}
      onEndReached={onEndReached}
      empty={<EmptyState text="暂无排行" />}
    />
  );
}
