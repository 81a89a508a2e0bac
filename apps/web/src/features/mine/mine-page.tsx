import type { ReactNode } from 'react';
import { format } from '@video/domain';
import { NavBar } from '@video/ui';
import styles from './mine-screen.module.css';

/** 我的's page: its bar, its blocks one under another, then its dialogs. */
export function MinePage({
  children,
  after,
}: {
  readonly children: ReactNode;
  readonly after?: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <NavBar title={format('tab.mine')} />
      <div className={styles.content}>{children}</div>
      {after}
    </main>
  );
}

/** The membership block: the views left today and the way to more. */
export function Membership() {
  return (
    <section className={styles.membership} aria-label="会员">
      <p className={styles.count}>{format('mine.viewCount')}</p>
      <p className={styles.promote}>{format('mine.promote')}</p>
    </section>
  );
}
