import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useGetBannerAdsQuery } from '@video/api-client/react';
import { type Ad, AD_RATIO } from '@video/domain';
import { AdBanner, Skeleton } from '@video/ui';
import { useServices } from '../../core/services';
import styles from './banner-carousel.module.css';
import { useReducedMotion } from '../../shared/use-reduced-motion';

const loadBannerSwiper = () => import('./banner-swiper');
const BannerSwiper = lazy(async () => ({ default: (await loadBannerSwiper()).BannerSwiper }));

export interface BannerCarouselProps {
  /** The banner tag whose ads show; null while the tags load. */
  readonly bannerType: number | null;
}

/**
 * The home banners of one tag, in a box of the ad ratio reserved from the start so that nothing
 * below moves when Swiper and the images arrive. Nothing when the tag has no banners. Until Swiper
 * is in, the first banner shows on its own: the page's largest image never waits for the carousel.
 */
export function BannerCarousel({ bannerType }: BannerCarouselProps) {
  const { loadImage, openExternal } = useServices();
  const reducedMotion = useReducedMotion();
  const { data: ads, isError } = useGetBannerAdsQuery(bannerType ?? 0, {
    skip: bannerType === null,
  });
  const [first] = ads ?? [];
  const hasBanners = first !== undefined;
  const firstImage = first?.image ?? null;
  // Swiper's code (≈ 30 KiB) downloads once the first banner's image is in, so that on a slow link
  // it does not share the bandwidth with the page's largest image; the carousel takes over the
  // first banner once its code is in (a transition: the banner stays on screen meanwhile). A
  // failed download surfaces where the carousel renders.
  const [carouselReady, setCarouselReady] = useState(false);
  useEffect(() => {
    if (!hasBanners) return;
    const takeOver = () => startTransition(() => setCarouselReady(true));
    const firstShown = firstImage
      ? loadImage(firstImage).catch(() => undefined)
      : Promise.resolve();
    void firstShown.then(loadBannerSwiper).then(takeOver, takeOver);
  }, [hasBanners, firstImage, loadImage]);

  // Banners are extras: when they fail or there are none, the feed simply starts higher.
  if (isError || ads?.length === 0) return null;
  const open = (ad: Ad) => openExternal(ad.url);
  const firstBanner = first && <AdBanner ad={first} load={loadImage} priority onOpen={open} />;
  return (
    <section className={styles.carousel} aria-label="广告轮播">
      <div className={styles.box}>
        {ads && first ? (
          carouselReady ? (
            <Suspense fallback={firstBanner}>
              <BannerSwiper ads={ads} autoplay={!reducedMotion} load={loadImage} onOpen={open} />
            </Suspense>
          ) : (
            firstBanner
          )
        ) : (
          <Skeleton ratio={AD_RATIO} />
        )}
      </div>
    </section>
  );
}
