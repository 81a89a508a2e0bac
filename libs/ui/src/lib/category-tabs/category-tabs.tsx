import { PHONE_SWIPE_THRESHOLD } from '@video/domain';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from 'react';
import styles from './category-tabs.module.css';

/** One tab: a category (id 0 is 全部) or any keyed section such as the Find sub-tabs. */
export interface CategoryTabsItem<K extends string | number> {
  readonly id: K;
  readonly name: string;
}

export interface CategoryTabsProps<K extends string | number> {
  tabs: readonly CategoryTabsItem<K>[];
  active: K;
  onChange: (id: K) => void;
  /** The tab list's accessible name, e.g. 分类. */
  label: string;
  /** How many tabs fit across (the domain's `swipeThreshold`: 4 on a phone, 7 otherwise). */
  visibleCount?: number;
  /**
   * `strip` (default): a scrolling strip, the active tab kept in view (categories). `segmented`:
   * a few tabs sharing one pill, for switching what a panel shows (日榜 / 周榜 / 月榜).
   */
  variant?: 'strip' | 'segmented';
}

/** Keys that move the selection, and where each moves it. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A tab list: arrow keys move the selection, Home and End go to the first and the last. As a
 * strip it scrolls sideways with the active tab in the middle; segmented, the tabs share a pill.
 */
export function CategoryTabs<K extends string | number>({
  tabs,
  active,
  onChange,
  label,
  visibleCount = PHONE_SWIPE_THRESHOLD,
  variant = 'strip',
}: CategoryTabsProps<K>) {
  const segmented = variant === 'segmented';
  const stripRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const strip = stripRef.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (segmented || !strip || !tab) return;
    // Scrolls the strip only: scrollIntoView would also scroll the page vertically.
    strip.scrollTo({ left: tab.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2 });
  }, [active, segmented]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = MOVES[event.key];
    const index = tabs.findIndex((tab) => tab.id === active);
    if (!move || index < 0) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    stripRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
    onChange(tabs[next].id);
  }

  return (
    <div
      ref={stripRef}
      className={segmented ? styles.segments : styles.strip}
      role="tablist"
      aria-label={label}
      style={segmented ? undefined : ({ '--visible-tabs': visibleCount } as CSSProperties)}
    >
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            className={segmented ? styles.segment : styles.tab}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.name}
          </button>
        );
      })}
    </div>
  );
}
