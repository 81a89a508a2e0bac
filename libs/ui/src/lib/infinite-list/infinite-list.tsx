import type { ListStatus } from '@video/domain';
import {
  measureElement as readRowSize,
  observeWindowOffset,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  type Key,
  type ReactNode,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styles from './infinite-list.module.css';
import { ListFooter } from './list-footer';

export interface InfiniteListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item (e.g. its id); the index by default. */
  getKey?: (item: T, index: number) => Key;
  /** Estimated height of one row in CSS px; rows are measured once rendered. */
  estimateSize: number;
  /** Items per row: 1 for a list, 2 or more for a grid. */
  columns?: number;
  /** Space between rows and between columns, in CSS px. */
  gap?: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
  /** `onEndReached` fires once this many rows or fewer are left below the viewport. */
  endThreshold?: number;
  status: ListStatus;
  /** The last rows came near while the list is `ready`: load the next page. */
  onEndReached?: () => void;
  /** The error footer (请求失败，点击重新加载) was tapped. */
  onRetry?: () => void;
  /** Shown instead of 没有更多了 when the list finished with no items, e.g. an `EmptyState`. */
  empty?: ReactNode;
}

/**
 * A row's size. A row being mounted keeps the size known for it (its estimate, at first) until
 * the ResizeObserver reports the laid-out one, before the paint: reading its height at once would
 * lay the page out again for every row a render mounts, a long task on a slow phone. Where there
 * is no ResizeObserver, its height is read.
 */
function rowSize(
  row: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<Window, Element>,
): number {
  if (entry || typeof ResizeObserver === 'undefined') return readRowSize(row, entry, virtualizer);
  const index = virtualizer.indexFromElement(row);
  const known = virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index));
  return known ?? virtualizer.options.estimateSize(index);
}

/**
 * Follows the window's scroll offset, starting with where it is now. A kept-alive screen's list
 * hears no scrolling while hidden; shown again, it takes the window's offset rather than the one
 * it was hidden at (and would scroll the window back to), which another screen may have moved and
 * a list started over, too short to scroll back to it, would never hear of.
 */
const observeWindowOffsetNow: typeof observeWindowOffset = (instance, report) => {
  const stop = observeWindowOffset(instance, report);
  report(window.scrollY, false);
  return stop;
};

/**
 * A window-scrolled list or grid that renders only the rows near the viewport, so a list of
 * thousands of cards keeps a small DOM. Ends with the footer of its `status`.
 */
export function InfiniteList<T>({
  items,
  renderItem,
  getKey = (_, index) => index,
  estimateSize,
  columns = 1,
  gap = 8,
  overscan = 3,
  endThreshold = 2,
  status,
  onEndReached,
  onRetry,
  empty,
}: InfiniteListProps<T>) {
  const [scrollMargin, setScrollMargin] = useState(0);
  const rowCount = Math.ceil(items.length / columns);
  // Rows are positioned from the list's top; the window scrolls from the document's. Measured
  // when the list mounts and again when its first rows arrive: what stands above it may have
  // changed meanwhile (a skeleton shown while the first page loaded, gone with it).
  const top = useRef<HTMLDivElement>(null);
  const hasRows = rowCount > 0;
  useLayoutEffect(() => {
    if (top.current) setScrollMargin(top.current.getBoundingClientRect().top + window.scrollY);
  }, [hasRows]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateSize,
    measureElement: rowSize,
    observeElementOffset: observeWindowOffsetNow,
    overscan,
    gap,
    scrollMargin,
    // Scrolling moves the rows by writing their transforms; React renders only when the range
    // of rows changes, not on every scroll event of a slow phone.
    directDomUpdates: true,
  });
  const rows = virtualizer.getVirtualItems();
  // The canvas whose height the virtualizer writes (a callback, though its name ends in Ref).
  const attachCanvas = useCallback(
    (node: HTMLElement | null) => virtualizer.containerRef(node),
    [virtualizer],
  );

  const lastRendered = rows.at(-1)?.index ?? -1;
  const nearEnd = lastRendered >= rowCount - 1 - endThreshold;
  const endReached = useEffectEvent(() => onEndReached?.());
  // Also re-checked when a page arrives: a short page can leave the end still in view.
  useEffect(() => {
    if (nearEnd && status === 'ready') endReached();
  }, [nearEnd, status, items.length]);

  return (
    <div ref={top}>
      <div ref={attachCanvas} className={styles.canvas} role="list">
        {rows.map((row) => {
          const first = row.index * columns;
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className={styles.row}
              style={{
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                columnGap: gap,
              }}
            >
              {items.slice(first, first + columns).map((item, offset) => {
                const index = first + offset;
                return (
                  <div
                    key={getKey(item, index)}
                    role="listitem"
                    aria-posinset={index + 1}
                    aria-setsize={items.length}
                  >
                    {renderItem(item, index)}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <ListFooter status={status} isEmpty={items.length === 0} empty={empty} onRetry={onRetry} />
    </div>
  );
}
