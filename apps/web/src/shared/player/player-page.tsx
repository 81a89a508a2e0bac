import type { ReactNode } from 'react';
import { NavBar } from '@video/ui';
import { useGoBack } from '../use-go-back';
import styles from './player-page.module.css';

export interface PlayerPageProps {
  /** The bar's title, e.g. the video's. */
  readonly title: string;
  /** The player box (or its skeleton), pinned under the bar while the rest scrolls. */
  readonly player: ReactNode;
  /** Everything below the player: details, ads, more videos. */
  readonly children?: ReactNode;
}

/**
 * The layout both players share: a dark bar with 返回 (home when there is no step back) and the
 * player pinned at the top, the page scrolling beneath.
 */
export function PlayerPage({ title, player, children }: PlayerPageProps) {
  const back = useGoBack('/home');
  return (
    <main className={styles.page}>
      <div className={styles.stage}>
        <NavBar title={title} onBack={back} />
        {player}
      </div>
      <div className={styles.content}>{children}</div>
    </main>
  );
}
