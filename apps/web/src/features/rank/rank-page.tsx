import type { ReactNode } from 'react';
import styles from './rank-screen.module.css';

/** /rank's page: the ranking under a plain title, no nav bar. */
export function RankPage({ children }: { readonly children: ReactNode }) {
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>排行榜</h1>
      {children}
    </main>
  );
}
