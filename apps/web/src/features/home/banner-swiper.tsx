import { useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Ad } from '@video/domain';
import { AdBanner, type ImageLoader } from '@video/ui';
import styles from './banner-carousel.module.css';
import { SWIPE_THROUGH_BUTTONS } from '../../shared/swiper';
import { useBannerAutoplay } from './use-banner-autoplay';

export interface BannerSwiperProps {
  readonly ads: readonly Ad[];
  /** Slides move on their own; off when the visitor prefers reduced motion. */
  readonly autoplay: boolean;
  readonly load: ImageLoader;
  readonly onOpen: (ad: Ad) => void;
}

/** How long each banner stays before the next one slides in. */
const AUTOPLAY_DELAY_MS = 3000;
const MODULES = [Pagination];

/**
 * The banner carousel itself. Kept in its own module, loaded lazily, so that Swiper stays out of
 * the first chunk.
 */
export function BannerSwiper({ ads, autoplay, load, onOpen }: BannerSwiperProps) {
  // A ref, not state: Swiper hands its instance over while mounting, and a state update then
  // would render the carousel again inside the task that started it.
  const swiper = useRef<SwiperInstance | null>(null);
  useBannerAutoplay(swiper, autoplay, AUTOPLAY_DELAY_MS);
  return (
    <Swiper
      className={styles.swiper}
      modules={MODULES}
      onSwiper={(instance) => (swiper.current = instance)}
      // A carousel that moves by itself does not announce each slide; one that moves only
      // when swiped does.
      aria-live={autoplay ? 'off' : 'polite'}
      // Rewind rather than loop: loop mode needs more slides than a tag usually has.
      rewind
      pagination
      focusableElements={SWIPE_THROUGH_BUTTONS}
      speed={autoplay ? 300 : 0}
    >
      {ads.map((ad, index) => (
        <SwiperSlide key={`${index}-${ad.url}`}>
          <AdBanner ad={ad} load={load} priority={index === 0} onOpen={onOpen} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
