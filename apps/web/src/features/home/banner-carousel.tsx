import { lazy, Suspense } from 'react';
import { useGetBannerAdsQuery } from '@video/api-client';
import { AD_RATIO } from '@video/domain';
import { Skeleton } from '@video/ui';
import { useServices } from '../../app/services';
import styles from './banner-carousel.module.css';
import { useReducedMotion } from '../../shared/use-reduced-motion';

const BannerSwiper = lazy(async () => ({
  default: (await import('./banner-swiper')).BannerSwiper,
}));

export interface BannerCarouselProps {
  /** The banner tag whose ads show; null while the tags load. */
  readonly bannerType: number | null;
}

/**
 * The home banners of one tag, in a box of the ad ratio reserved from the start so that nothing
 * below moves when Swiper and the images arrive. Nothing when the tag has no banners.
 */
export function BannerCarousel({ bannerType }: BannerCarouselProps) {
  const { loadImage, openExternal } = useServices();
  const reducedMotion = useReducedMotion();
  const { data: ads, isError } = useGetBannerAdsQuery(bannerType ?? 0, {
    skip: bannerType === null,
  });

  // Banners are extras: when they fail or there are none, the feed simply starts higher.
  if (isError || ads?.length === 0) return null;
  const placeholder = <Skeleton ratio={AD_RATIO} />;
  return (
    <section className={styles.carousel} aria-label="广告轮播">
      <div className={styles.box}>
        {ads ? (
          <Suspense fallback={placeholder}>
            <BannerSwiper
              ads={ads}
              autoplay={!reducedMotion}
              load={loadImage}
              onOpen={(ad) => openExternal(ad.url)}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
