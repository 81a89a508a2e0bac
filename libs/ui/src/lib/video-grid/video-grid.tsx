import {
  type Ad,
  type AspectRatio,
  interleaveAds,
  LIST_COVER_RATIO,
  type ListRow,
  type ListStatus,
  type Video,
} from '@video/domain';
import { type ReactElement, type ReactNode, useMemo } from 'react';
import { AdBanner } from '../ad-banner';
import { ErrorState } from '../error-state';
import { InfiniteList } from '../infinite-list';
import type { ImageLoader } from '../lazy-image';
import {
  VideoCard,
  type VideoCardItem,
  type VideoCardVariant,
  type VideoProgress,
} from '../video-card';
import { PlainList } from './plain-list';
import styles from './video-grid.module.css';

/**
 * How the grid meets its container's edges. `inset`: a gap in from them; `flush`: at them (the
 * container pads already); `bleed`: a list-layout card's padding beyond them (a dialog's body).
 */
export type VideoGridEdge = 'inset' | 'flush' | 'bleed';

export interface VideoGridProps<T extends VideoCardItem = Video> {
  readonly items: readonly T[];
  readonly load: ImageLoader;
  readonly status: ListStatus;
  readonly onOpen: (item: T) => void;
  /** Gives every card an X button that removes it. */
  readonly onRemove?: (item: T) => void;
  /** The end came near while the list is `ready`: load the next page. */
  readonly onEndReached?: () => void;
  readonly onRetry?: () => void;
  /** Shown when the list finished with no item, e.g. an `EmptyState`. */
  readonly empty?: ReactNode;
  /**
   * Shown in place of the grid while the first page loads; with it, a first page that failed
   * shows an `ErrorState` in its place too (without it, the grid's footer offers the retry).
   */
  readonly skeleton?: ReactNode;
  /** `grid`: covers above titles, in columns; `list`: a row per card, cover beside the title. */
  readonly variant?: VideoCardVariant;
  /** The covers' ratio: the list ratio 360:243 by default. */
  readonly ratio?: AspectRatio;
  /** Cards across: 2 in grid layout, 1 in list layout by default. */
  readonly columns?: number;
  /** A row's height before it is measured, in CSS px: what a card is on a 390 px phone. */
  readonly estimateSize?: number;
  /** How many cards, those of the first viewport, load their covers at once. */
  readonly priorityCount?: number;
  /** How far the visitor got through an item, where known (the watch history). */
  readonly progressOf?: (item: T) => VideoProgress | undefined;
  /** Relative time text for a card, if the screen shows one. */
  readonly timeText?: (item: T) => string;
  /** Banners placed before every 5th card in list layout (none when ads are off). */
  readonly ads?: readonly Ad[];
  readonly onOpenAd?: (ad: Ad) => void;
  readonly edge?: VideoGridEdge;
  /**
   * Only the rows near the viewport rendered, as the window scrolls (the default). Off for a
   * list in a box that scrolls itself (a dialog), which the window's scroll says nothing about:
   * every card is rendered, and the next page loads from a 加载更多 footer.
   */
  readonly virtualised?: boolean;
}

const NO_ADS: readonly Ad[] = [];
const GAP = 8;
const ESTIMATED_ROW: Record<VideoCardVariant, number> = { grid: 190, list: 96 };
const COLUMNS: Record<VideoCardVariant, number> = { grid: 2, list: 1 };
const EDGES: Record<VideoGridEdge, string | undefined> = {
  inset: styles.inset,
  flush: undefined,
  bleed: styles.bleed,
};
const noRetry = () => undefined;

const rowKey = <T extends VideoCardItem>(row: ListRow<T, Ad>) =>
  row.kind === 'ad' ? `ad-${row.slot}` : row.item.id;

/**
 * Video cards in columns or rows: every paged list of videos. Virtualised as the window scrolls,
 * with ad banners in list layout, the first page's skeleton, and the list's loading / no more /
 * failed-retry footer.
 */
export function VideoGrid<T extends VideoCardItem = Video>({
  items,
  load,
  status,
  onOpen,
  onRemove,
  onEndReached,
  onRetry,
  empty,
  skeleton,
  variant = 'grid',
  ratio = LIST_COVER_RATIO,
  columns = COLUMNS[variant],
  estimateSize = ESTIMATED_ROW[variant],
  priorityCount = 4,
  progressOf,
  timeText,
  ads = NO_ADS,
  onOpenAd = () => undefined,
  edge = 'inset',
  virtualised = true,
}: VideoGridProps<T>): ReactElement {
  const rows = useMemo(
    () => interleaveAds(items, ads, { layout: variant, adsEnabled: ads.length > 0 }),
    [items, ads, variant],
  );
  const firstPage = items.length === 0;
  if (firstPage && skeleton && (status === 'idle' || status === 'loading')) return <>{skeleton}</>;
  if (firstPage && skeleton && status === 'error')
    return <ErrorState onRetry={onRetry ?? noRetry} />;

  const renderRow = (row: ListRow<T, Ad>, index: number) =>
    row.kind === 'ad' ? (
      <AdBanner ad={row.ad} load={load} onOpen={onOpenAd} />
    ) : (
      <VideoCard
        video={row.item}
        variant={variant}
        ratio={ratio}
        load={load}
        priority={index < priorityCount}
        timeText={timeText?.(row.item)}
        progress={progressOf?.(row.item)}
        onOpen={onOpen}
        onRemove={onRemove}
      />
    );

  if (!virtualised) {
    // Nothing to list and nothing more to come: the empty state alone.
    if (firstPage && status === 'finished' && empty) return <>{empty}</>;
    return (
      <PlainList
        rows={rows}
        getKey={rowKey}
        renderRow={renderRow}
        columns={columns}
        className={EDGES[edge]}
        status={status}
        onMore={onEndReached}
        onRetry={onRetry}
      />
    );
  }
  const list = (
    <InfiniteList
      items={rows}
      getKey={rowKey}
      renderItem={renderRow}
      estimateSize={estimateSize}
      columns={columns}
      gap={GAP}
      status={status}
      onEndReached={onEndReached}
      onRetry={onRetry}
      empty={empty}
    />
  );
  const edgeClass = EDGES[edge];
  return edgeClass ? <div className={edgeClass}>{list}</div> : list;
}
