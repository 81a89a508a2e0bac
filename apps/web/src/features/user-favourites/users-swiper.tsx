import 'swiper/css';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { UserSlide } from './use-favourite-users';
import { SWIPE_THROUGH_BUTTONS } from '../../shared/swiper';
import { useSlidesHeldWhileDragged } from './use-slides-held-while-dragged';

export interface UsersSwiperProps {
  readonly users: readonly UserSlide[];
  /** The slide shown; the swiper follows it, and reports swipes through `onActiveChange`. */
  readonly active: number;
  readonly onActiveChange: (index: number) => void;
  readonly renderUser: (user: UserSlide, index: number) => ReactNode;
  /** A last slide after the users (loading more, or a retry), if any. */
  readonly tail?: ReactNode;
  /** Slides change without animation. */
  readonly reducedMotion: boolean;
}

const SPEED_MS = 300;
const GAP_PX = 12;

/**
 * The horizontal swiper of the favourites-by-users page. Swiper and its stylesheet live only in
 * this module, which the screen loads lazily, so neither is in the first chunk.
 */
export function UsersSwiper({
  users,
  active,
  onActiveChange,
  renderUser,
  tail,
  reducedMotion,
}: UsersSwiperProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [slides, holdProps] = useSlidesHeldWhileDragged({ users, tail });

  // The slides the swiper reported that have not come back as `active` yet. A report comes back
  // a render later; on a busy phone a second swipe can land first, and the first report must not
  // then pull the swiper back to the slide the finger just left.
  const reported = useRef<number[]>([]);
  const following = useRef(active);
  useEffect(() => {
    following.current = active;
    const echo = reported.current.indexOf(active);
    if (echo >= 0) {
      reported.current = reported.current.slice(echo + 1);
      return;
    }
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed && swiper.activeIndex !== active) swiper.slideTo(active);
  }, [active]);

  return (
    <Swiper
      slidesPerView={1}
      spaceBetween={GAP_PX}
      speed={reducedMotion ? 0 : SPEED_MS}
      initialSlide={active}
      focusableElements={SWIPE_THROUGH_BUTTONS}
      onSwiper={(swiper) => {
        swiperRef.current = swiper;
      }}
      onSlideChange={(swiper) => {
        // A slide the swiper went to because `active` asked for it is no report to wait for.
        if (swiper.activeIndex !== following.current) reported.current.push(swiper.activeIndex);
        onActiveChange(swiper.activeIndex);
      }}
      {...holdProps}
    >
      {slides.users.map((user, index) => (
        <SwiperSlide key={user.uuid}>{renderUser(user, index)}</SwiperSlide>
      ))}
      {slides.tail && <SwiperSlide key="tail">{slides.tail}</SwiperSlide>}
    </Swiper>
  );
}
