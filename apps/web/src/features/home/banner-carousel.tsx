import type { ReactNode } from 'react';
import { useArrivalQuery } from '@video/api-client/react';
import { type Ad, AD_RATIO } from '@video/domain';
import { Skeleton } from '@video/ui';
import { bannerAds } from '@video/routes';
import { useServices } from '../../core/services';
import styles from './banner-carousel.module.css';
import { BannerSlides } from './banner-slides';
import { useReducedMotion } from '../../shared/use-reduced-motion';

export interface BannerCarouselProps {
  /** The banner tag whose ads show; null while the tags load. */
  readonly bannerType: number | null;
}

/**
 * The home banners of one tag, in a box of the ad ratio reserved from the start so that nothing
 * below moves when the banners and their images arrive. Nothing when the tag has no banners.
 * Another tag's banners start again at their first.
 */
export function BannerCarousel({ bannerType }: BannerCarouselProps) {
  const { loadImage, openExternal } = useServices();
  const reducedMotion = useReducedMotion();
  const { data: ads, isError } = useArrivalQuery(bannerAds(bannerType ?? 0), {
    skip: bannerType === null,
  });

  // Banners are extras: when they fail or there are none, the feed simply starts higher.
  if (isError || ads?.length === 0) return null;
  const open = (ad: Ad) => openExternal(ad.url);
  return (
    <BannerFrame>
      {ads ? (
        <BannerSlides
          key={bannerType}
          ads={ads}
          autoplay={!reducedMotion}
          load={loadImage}
          onOpen={open}
        />
      ) : (
        <Skeleton ratio={AD_RATIO} />
      )}
    </BannerFrame>
  );
}

/** The carousel's region and its box. */
function BannerFrame({ children }: { readonly children: ReactNode }) {
  return (
    <section className={styles.carousel} aria-label="广告轮播">
      <div className={styles.box}>{children}</div>
    </section>
  );
}

/**
 * The carousel while its banners load, as `BannerCarousel` draws it; `lead` marks the first
 * banner's box (the outline's).
 */
export function BannerSkeleton({ lead }: { readonly lead?: boolean }) {
  return (
    <BannerFrame>
      <Skeleton ratio={AD_RATIO} lead={lead} />
    </BannerFrame>
  );
}
