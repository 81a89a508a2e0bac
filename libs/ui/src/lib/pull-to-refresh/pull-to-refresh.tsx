import { format, type MessageKey } from '@video/domain';
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { classNames } from '../class-names';
import styles from './pull-to-refresh.module.css';

export interface PullToRefreshProps {
  /** Called on release past the threshold; the indicator shows 加载中... until it settles. */
  onRefresh: () => Promise<unknown>;
  disabled?: boolean;
  /** How far (CSS px, after resistance) the content must be pulled to refresh on release. */
  threshold?: number;
  children: ReactNode;
}

type Phase = 'idle' | 'pulling' | 'loosing' | 'loading';

interface Pull {
  readonly phase: Phase;
  /** How far the content is moved down. */
  readonly distance: number;
}

const IDLE: Pull = { phase: 'idle', distance: 0 };

const PHASE_TEXT: Record<Phase, MessageKey | null> = {
  idle: null,
  pulling: 'pull.pulling',
  loosing: 'pull.loosing',
  loading: 'list.loading',
};

/**
 * Shows a list that starts over (a pull-to-refresh, another filter, another page) from its top:
 * scroll top 1 rather than 0, so the page does not sit on the edge where the next downward drag
 * starts another pull-to-refresh.
 */
export function scrollToListTop(): void {
  window.scrollTo({ top: 1 });
}

/** The content follows the finger at half its speed, up to twice the threshold. */
function resist(fingerDistance: number, threshold: number): number {
  return Math.min(Math.max(fingerDistance, 0) / 2, threshold * 2);
}

/**
 * Pull-to-refresh for a page that scrolls the window: a downward touch drag that starts with
 * the page at its top reveals 下拉即可刷新..., past the threshold 释放即可刷新..., and releasing
 * there calls `onRefresh`. Once it has refreshed, the list shows from its top
 * ({@link scrollToListTop}); a rejected `onRefresh` only ends the indicator (the caller reports
 * it) and leaves the page where it was.
 */
export function PullToRefresh({
  onRefresh,
  disabled = false,
  threshold = 50,
  children,
}: PullToRefreshProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [pull, setPull] = useState<Pull>(IDLE);
  const loading = pull.phase === 'loading';

  const refresh = useEffectEvent(() => {
    setPull({ phase: 'loading', distance: threshold });
    const settle = () => setPull(IDLE);
    onRefresh().then(() => {
      settle();
      scrollToListTop();
    }, settle);
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root || disabled || loading) return;
    let startY: number | null = null;
    let distance = 0;

    const onStart = (event: TouchEvent) => {
      startY = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (startY === null || y === undefined) return;
      distance = resist(y - startY, threshold);
      if (distance === 0) {
        setPull(IDLE);
        return;
      }
      // Our pull, not the page's scroll (nor the browser's own pull-to-reload).
      if (event.cancelable) event.preventDefault();
      setPull({ phase: distance >= threshold ? 'loosing' : 'pulling', distance });
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (distance >= threshold) refresh();
      else setPull(IDLE);
    };
    const onCancel = () => {
      startY = null;
      setPull(IDLE);
    };

    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onCancel);
    return () => {
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onCancel);
    };
  }, [disabled, loading, threshold]);

  const text = PHASE_TEXT[pull.phase];
  const dragging = pull.phase === 'pulling' || pull.phase === 'loosing';
  return (
    <div ref={rootRef} className={styles.root}>
      <div
        className={classNames(styles.track, !dragging && styles.settling)}
        // No transform at rest: it would turn sticky and fixed descendants into plain boxes.
        style={pull.distance ? { transform: `translateY(${pull.distance}px)` } : undefined}
      >
        <div className={styles.head} style={{ height: threshold }} role="status">
          {text && format(text)}
        </div>
        {children}
      </div>
    </div>
  );
}
