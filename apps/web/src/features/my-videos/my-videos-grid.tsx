import type { ReactNode } from 'react';
import { LIST_COVER_RATIO, type ListStatus } from '@video/domain';
import { InfiniteList, VideoCard, type VideoProgress } from '@video/ui';
import { useServices } from '../../core/services';
import type { MyVideoItem } from './my-video-item';
import styles from './my-videos-grid.module.css';

export interface MyVideosGridProps {
  readonly items: readonly MyVideoItem[];
  readonly status: ListStatus;
  readonly empty: ReactNode;
  readonly onOpen: (item: MyVideoItem) => void;
  readonly onRemove: (item: MyVideoItem) => void;
  /** How far the visitor got through an item, where known (the watch history). */
  readonly progressOf?: (item: MyVideoItem) => VideoProgress | undefined;
  readonly onEndReached?: () => void;
  readonly onRetry?: () => void;
}

/** Cards in the first viewport load their covers at once; later ones when scrolled near. */
const PRIORITY_CARDS = 6;

/** Two columns of covers, virtualised, ending with the list's loading / end / retry footer. */
export function MyVideosGrid({ items, status, empty, progressOf, ...handlers }: MyVideosGridProps) {
  const { loadImage } = useServices();
  return (
    <div className={styles.grid}>
      <InfiniteList
        items={items}
        getKey={(item) => item.id}
        renderItem={(item, index) => (
          <VideoCard
            video={item}
            load={loadImage}
            ratio={LIST_COVER_RATIO}
            priority={index < PRIORITY_CARDS}
            progress={progressOf?.(item)}
            onOpen={handlers.onOpen}
            onRemove={handlers.onRemove}
          />
        )}
        estimateSize={180}
        columns={2}
        gap={8}
        status={status}
        onEndReached={handlers.onEndReached}
        onRetry={handlers.onRetry}
        empty={empty}
      />
    </div>
  );
}
