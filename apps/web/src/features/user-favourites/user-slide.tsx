import { useId } from 'react';
import { LIST_COVER_RATIO } from '@video/domain';
import { GridSkeleton } from '@video/ui';
import styles from './user-favourites-screen.module.css';
import { maskCode } from './mask-code';
import { UserVideos } from './user-videos';
import type { UserSlide as UserSlideData } from './use-favourite-users';

export interface UserSlideProps {
  readonly user: UserSlideData;
  /** Only the slide in view loads its favourites; the others hold their place with a skeleton. */
  readonly active: boolean;
}

/** One visitor's slide: who (code partly hidden), how many favourites, and the favourites. */
export function UserSlide({ user, active }: UserSlideProps) {
  const titleId = useId();
  const code = maskCode(user.uuid);
  return (
    <section className={styles.slide} aria-labelledby={titleId}>
      <header className={styles.user}>
        <span className={styles.avatar} aria-hidden="true">
          {code.charAt(0).toUpperCase()}
        </span>
        <h2 id={titleId} className={styles.code}>
          {code}
        </h2>
        <span className={styles.count}>{user.total}个收藏</span>
      </header>
      {active ? (
        <UserVideos uuid={user.uuid} />
      ) : (
        <GridSkeleton ratio={LIST_COVER_RATIO} lines={1} announce={false} />
      )}
    </section>
  );
}
