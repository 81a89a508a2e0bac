import { Link } from 'react-router-dom';
import { EmptyState } from '@video/ui';
import styles from './not-found-screen.module.css';

/** An address the app does not know: say so, and offer the way home. */
export function NotFoundScreen() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>页面不存在</h1>
      <EmptyState text="您访问的页面不存在或已被移除" />
      <Link className={styles.home} to="/home" replace>
        返回首页
      </Link>
    </main>
  );
}
