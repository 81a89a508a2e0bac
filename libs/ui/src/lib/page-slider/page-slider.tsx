import { format, pagerState } from '@video/domain';
import { type CSSProperties, useState } from 'react';
import { uiText } from '../copy';
import styles from './page-slider.module.css';

export interface PageSliderProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; the slider shows only when more than one. */
  pages: number;
  /** A page was chosen: by 上一页 / 下一页, or by releasing the slider on another page. */
  onChange: (page: number) => void;
  /**
   * Docked in a bar at the bottom of the screen, above the home indicator: the list screens'
   * pager. The screen leaves room for it (`--ui-touch-min` plus the bottom safe area).
   */
  docked?: boolean;
}

/**
 * Jumps between pages of a list: prev/next buttons and a range slider whose thumb shows
 * 第{n}页 while dragged. The page is committed on release, so a drag loads one page, not each.
 */
export function PageSlider({ page, pages, onChange, docked = false }: PageSliderProps) {
  const pager = pagerState(page, pages);
  const [dragged, setDragged] = useState<number | null>(null);
  if (!pager.visible) return null;

  const shown = dragged ?? pager.page;
  const progress = (shown - 1) / (pager.last - 1);

  function commit() {
    if (dragged === null) return;
    setDragged(null);
    if (dragged !== pager.page) onChange(dragged);
  }

  const slider = (
    <div className={styles.slider}>
      <button
        type="button"
        className={styles.step}
        disabled={!pager.canPrev}
        onClick={() => onChange(pager.page - 1)}
      >
        {format('pager.prev')}
      </button>
      <div className={styles.track} style={{ '--progress': progress } as CSSProperties}>
        <input
          type="range"
          className={styles.range}
          min={1}
          max={pager.last}
          step={1}
          value={shown}
          aria-label={uiText.pageSlider}
          aria-valuetext={format('pager.page', { n: shown })}
          onChange={(event) => setDragged(Number(event.target.value))}
          onPointerUp={commit}
          onKeyUp={commit}
          onBlur={commit}
        />
        {dragged !== null && (
          <output className={styles.tooltip} aria-hidden="true">
            {format('pager.page', { n: dragged })}
          </output>
        )}
      </div>
      <button
        type="button"
        className={styles.step}
        disabled={!pager.canNext}
        onClick={() => onChange(pager.page + 1)}
      >
        {format('pager.next')}
      </button>
    </div>
  );
  return docked ? <div className={styles.dock}>{slider}</div> : slider;
}
