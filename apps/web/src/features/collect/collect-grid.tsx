import type { ReactNode } from 'react';
import type { ListStatus } from '@video/domain';
import { InfiniteList } from '@video/ui';
import { useServices } from '../../app/services';
import { CollectCard } from './collect-card';
import type { CollectItem } from './collect-item';
import styles from './collect-grid.module.css';

export interface CollectGridProps {
  readonly items: readonly CollectItem[];
  readonly status: ListStatus;
  readonly empty: ReactNode;
  readonly onOpen: (item: CollectItem) => void;
  readonly onRemove: (item: CollectItem) => void;
  readonly onEndReached?: () => void;
  readonly onRetry?: () => void;
}

/** Cards in the first viewport load their covers at once; later ones when scrolled near. */
const PRIORITY_CARDS = 6;

/** Two columns of covers, virtualised, ending with the list's loading / end / retry footer. */
export function CollectGrid({ items, status, empty, ...handlers }: CollectGridProps) {
  const { loadImage } = useServices();
  return (
    <div className={styles.grid}>
      <InfiniteList
        items={items}
        getKey={(item) => item.id}
        renderItem={(item, index) => (
          <CollectCard
            item={item}
            load={loadImage}
            priority={index < PRIORITY_CARDS}
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
