import { type KeyboardEvent, useRef } from 'react';
import styles from './ranking-view.module.css';

export interface SegmentedTabsProps<K extends string> {
  readonly tabs: readonly { readonly id: K; readonly name: string }[];
  readonly active: K;
  readonly onChange: (id: K) => void;
  /** The tab list's accessible name. */
  readonly label: string;
}

/**
 * A pill-shaped segmented control with tab semantics: it switches what the panel below shows.
 * Arrow keys move the selection, as in any tab list.
 */
export function SegmentedTabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
}: SegmentedTabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === active);
    const next = (index + step + tabs.length) % tabs.length;
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
    onChange(tabs[next].id);
  }

  return (
    <div ref={listRef} className={styles.segments} role="tablist" aria-label={label}>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            className={styles.segment}
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
