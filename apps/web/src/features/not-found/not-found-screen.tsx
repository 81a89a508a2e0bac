import { routes } from '@video/routes';
import { EmptyState } from '@video/ui';
import { PillLink } from '../../shared/pill-link';
import styles from './not-found-screen.module.css';

/** An address the app does not know: say so, and offer the way home. */
export function NotFoundScreen() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>页面不存在</h1>
      <EmptyState text="您访问的页面不存在或已被移除" />
      <PillLink to={routes.home.href()}>返回首页</PillLink>
    </main>
  );
}
