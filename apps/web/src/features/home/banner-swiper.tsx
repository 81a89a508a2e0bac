import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Ad } from '@video/domain';
import { AdBanner, type ImageLoader } from '@video/ui';
import styles from './banner-carousel.module.css';
import { SWIPE_THROUGH_BUTTONS } from '../../shared/swiper';

export interface BannerSwiperProps {
  readonly ads: readonly Ad[];
  /** Slides move on their own; off when the visitor prefers reduced motion. */
  readonly autoplay: boolean;
  readonly load: ImageLoader;
  readonly onOpen: (ad: Ad) => void;
}

const AUTOPLAY = { delay: 3000, disableOnInteraction: false } as const;
const MODULES = [Autoplay, Pagination];

/**
 * The banner carousel itself. Kept in its own module, loaded lazily, so that Swiper stays out of
 * the first chunk.
 */
export function BannerSwiper({ ads, autoplay, load, onOpen }: BannerSwiperProps) {
  return (
    <Swiper
      className={styles.swiper}
      modules={MODULES}
      autoplay={autoplay ? AUTOPLAY : false}
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
