import { type ReactNode, useMemo } from 'react';
import {
  type Ad,
  interleaveAds,
  type ListLayout,
  type ListRow,
  LIST_COVER_RATIO,
  type ListStatus,
  type Video,
  visibleVideos,
} from '@video/domain';
import { AdBanner, InfiniteList, VideoCard } from '@video/ui';
import { useServices } from '../../core/services';
import styles from './video-grid.module.css';

export interface VideoGridProps {
  readonly videos: readonly Video[];
  readonly status: ListStatus;
  /** `grid`: two columns of covers; `list`: one row per video, with ad banners when `ads` given. */
  readonly layout?: ListLayout;
  /** Banners placed before every 5th video in list layout (pass none when ads are off). */
  readonly ads?: readonly Ad[];
  readonly onOpen: (video: Video) => void;
  readonly onRemove?: (video: Video) => void;
  readonly onEndReached?: () => void;
  readonly onRetry?: () => void;
  /** Shown when the list finished empty; 暂无内容 by default. */
  readonly empty?: ReactNode;
  /** Relative time text for a card, if the screen shows one. */
  readonly timeText?: (video: Video) => string;
}

/** Cards in the first viewport load their covers at once; later ones when scrolled near. */
const PRIORITY_CARDS = 4;

/**
 * The video list every paged screen shares: starred titles hidden, virtualised rows, ads in list
 * layout, and the loading / no more / failed-retry footer.
 */
export function VideoGrid({
  videos,
  status,
  layout = 'grid',
  ads = [],
  onOpen,
  onRemove,
  onEndReached,
  onRetry,
  empty,
  timeText,
}: VideoGridProps) {
  const { loadImage, openExternal } = useServices();
  const rows = useMemo(
    () => interleaveAds(visibleVideos(videos), ads, { layout, adsEnabled: ads.length > 0 }),
    [videos, ads, layout],
  );
  const columns = layout === 'grid' ? 2 : 1;

  const renderRow = (row: ListRow<Video, Ad>, index: number) =>
    row.kind === 'ad' ? (
      <AdBanner ad={row.ad} load={loadImage} onOpen={(ad) => openExternal(ad.url)} />
    ) : (
      <VideoCard
        video={row.item}
        variant={layout}
        ratio={LIST_COVER_RATIO}
        load={loadImage}
        priority={index < PRIORITY_CARDS}
        timeText={timeText?.(row.item)}
        onOpen={onOpen}
        onRemove={onRemove}
      />
    );

  return (
    <div className={styles.grid}>
      <InfiniteList
        items={rows}
        getKey={(row) => (row.kind === 'ad' ? `ad-${row.slot}` : row.item.id)}
        renderItem={renderRow}
        estimateSize={layout === 'grid' ? 190 : 96}
        columns={columns}
        gap={8}
        status={status}
        onEndReached={onEndReached}
        onRetry={onRetry}
        empty={empty}
      />
    </div>
  );
}
