import { useEffect, useReducer } from 'react';
import {
  askingAutoplayState,
  autoplayReducer,
  initialAutoplayState,
  type Video,
} from '@video/domain';
import styles from './autoplay-next.module.css';

export interface AutoplayNextProps {
  /** The film that comes next (the first of 猜你喜欢). */
  readonly next: Video;
  /** Counts down to the next film; false (under 省流) asks first, as the next film costs data. */
  readonly countdown: boolean;
  /** The countdown ran out, or the visitor tapped 立即播放. */
  readonly onPlay: () => void;
  /** The visitor tapped the overlay or 取消: the film that ended stays. */
  readonly onCancel: () => void;
}

/**
 * 自动连播 over a film that ended: the next film's title and a countdown (5 s), after which it
 * plays; a tap anywhere cancels it, 立即播放 plays it at once. Without the countdown it asks:
 * 下一个 and the title, with 播放下一个.
 */
export function AutoplayNext({ next, countdown, onPlay, onCancel }: AutoplayNextProps) {
  const [state, dispatch] = useReducer(
    autoplayReducer,
    countdown ? initialAutoplayState : askingAutoplayState,
  );

  useEffect(() => {
    if (state.status !== 'counting') return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [state.status]);
  useEffect(() => {
    if (state.status === 'due') onPlay();
    else if (state.status === 'cancelled') onCancel();
  }, [state.status, onPlay, onCancel]);

  return (
    // A tap anywhere on the overlay cancels; its buttons are the keyboard's way.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={styles.overlay} onClick={() => dispatch({ type: 'cancel' })}>
      <p className={styles.upNext} role="status">
        <span className={styles.countdown}>
          {countdown ? `${state.remaining}秒后播放` : '下一个'}
        </span>
        <span className={styles.title}>{next.title}</span>
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.cancel}
          onClick={(event) => {
            event.stopPropagation();
            dispatch({ type: 'cancel' });
          }}
        >
          取消
        </button>
        <button
          type="button"
          className={styles.now}
          onClick={(event) => {
            event.stopPropagation();
            dispatch({ type: 'now' });
          }}
        >
          {countdown ? '立即播放' : '播放下一个'}
        </button>
      </div>
    </div>
  );
}
