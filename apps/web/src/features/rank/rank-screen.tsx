import { RankingView } from '../../shared/ranking';
import styles from './rank-screen.module.css';

/** /rank (the 排行 tab): the ranking under a plain title, no nav bar. */
export function RankScreen() {
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>排行榜</h1>
      <RankingView />
    </main>
  );
}
