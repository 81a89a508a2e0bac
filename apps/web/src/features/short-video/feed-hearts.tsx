import { useCallback, useState } from 'react';
import { HeartIcon } from './feed-icons';
import styles from './feed-hearts.module.css';

interface Heart {
  readonly key: number;
  readonly x: number;
  readonly y: number;
}

/** Hearts that rise and fade where a double tap liked the clip. */
export function useHearts() {
  const [hearts, setHearts] = useState<readonly Heart[]>([]);
  const add = useCallback((x: number, y: number) => {
    setHearts((shown) => [...shown.slice(-4), { key: Date.now() + Math.random(), x, y }]);
  }, []);
  const remove = useCallback((key: number) => {
    setHearts((shown) => shown.filter((heart) => heart.key !== key));
  }, []);
  return { hearts, add, remove };
}

export function Hearts({
  hearts,
  onDone,
}: {
  readonly hearts: readonly Heart[];
  readonly onDone: (key: number) => void;
}) {
  return (
    <>
      {hearts.map((heart) => (
        <span
          key={heart.key}
          className={styles.heart}
          style={{ left: heart.x, top: heart.y }}
          aria-hidden="true"
          data-testid="feed-heart"
          onAnimationEnd={() => onDone(heart.key)}
        >
          <HeartIcon />
        </span>
      ))}
    </>
  );
}
