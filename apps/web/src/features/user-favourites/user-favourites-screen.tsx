import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { format, LIST_COVER_RATIO, type ListStatus } from '@video/domain';
import { BackIcon, EmptyState, ErrorState, GridSkeleton, IconButton, Spinner } from '@video/ui';
import styles from './user-favourites-screen.module.css';
import { useFavouriteUsers } from './use-favourite-users';
import { useReducedMotion } from '../../shared/use-reduced-motion';
import { UserSlide } from './user-slide';

/** Swiper stays out of the first chunk: it loads with the first list of users. */
const UsersSwiper = lazy(async () => ({ default: (await import('./users-swiper')).UsersSwiper }));

/** The next users load once the visitor is this close to the last one shown. */
const PRELOAD_FROM_END = 2;
/**
 * Slides rendered past the one shown. A reply may hold thousands of users; the swiper gets more
 * as the visitor moves on, so its DOM grows with the swipes, not with the reply.
 */
const SLIDES_AHEAD = 10;

/**
 * /favorites (the 看看 tab): the favourites-by-users page. A horizontal swiper of other
 * visitors' favourite lists, users loaded five at a time as the last one comes near.
 */
export function UserFavouritesScreen() {
  const { items: users, status, total, loadMore, retry } = useFavouriteUsers();
  const [active, setActive] = useState(0);
  const reducedMotion = useReducedMotion();
  const shownUsers = users.slice(0, active + SLIDES_AHEAD + 1);
  const tail = moreUsersSlide(status, retry);
  const lastSlide = users.length - (tail ? 0 : 1);

  // Also re-checked when a page settles: a retried page can leave the visitor at the end.
  useEffect(() => {
    if (users.length > 0 && active >= users.length - PRELOAD_FROM_END) loadMore();
  }, [active, users.length, status, loadMore]);

  const show = (index: number) => {
    setActive(index);
    // Another visitor's list starts at its top, not at the depth the last one was scrolled to.
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  };

  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>看看</h1>
        <p className={styles.subtitle}>看看大家都收藏了什么</p>
      </header>
      {users.length > 0 ? (
        <>
          <UsersPager
            position={Math.min(active + 1, users.length)}
            total={Math.max(total, users.length)}
            canPrev={active > 0}
            canNext={active < lastSlide}
            onPrev={() => show(active - 1)}
            onNext={() => show(active + 1)}
          />
          <div className={styles.slides}>
            <Suspense fallback={<GridSkeleton ratio={LIST_COVER_RATIO} lines={1} />}>
              <UsersSwiper
                users={shownUsers}
                active={active}
                onActiveChange={show}
                renderUser={(user, index) => <UserSlide user={user} active={index === active} />}
                tail={shownUsers.length === users.length ? tail : null}
                reducedMotion={reducedMotion}
              />
            </Suspense>
          </div>
        </>
      ) : status === 'error' ? (
        <ErrorState onRetry={retry} />
      ) : status === 'finished' ? (
        <EmptyState text={format('favouriteUsers.empty')} />
      ) : (
        <GridSkeleton ratio={LIST_COVER_RATIO} lines={1} />
      )}
    </main>
  );
}

/** The slide after the users while more load, or when loading them failed. */
function moreUsersSlide(status: ListStatus, onRetry: () => void): ReactNode {
  if (status === 'loading') {
    return (
      <div className={styles.tail}>
        <Spinner />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.tail}>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {format('list.error')}
        </button>
      </div>
    );
  }
  return null;
}

interface UsersPagerProps {
  readonly position: number;
  readonly total: number;
  readonly canPrev: boolean;
  readonly canNext: boolean;
  readonly onPrev: () => void;
  readonly onNext: () => void;
}

/** Buttons for those who cannot swipe (keyboard, mouse) and where the visitor is: `2 / 8`. */
function UsersPager({ position, total, canPrev, canNext, onPrev, onNext }: UsersPagerProps) {
  return (
    <div className={styles.pager}>
      <IconButton label="上一位" disabled={!canPrev} onClick={onPrev}>
        <BackIcon />
      </IconButton>
      <span className={styles.position} aria-live="polite">
        {position} / {total}
      </span>
      <IconButton label="下一位" disabled={!canNext} onClick={onNext}>
        <BackIcon className={styles.forward} />
      </IconButton>
    </div>
  );
}
