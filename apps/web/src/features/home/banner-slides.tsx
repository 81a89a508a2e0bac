import { useEffect, useRef, useState } from 'react';
import type { Ad } from '@video/domain';
import { AdBanner, type ImageLoader } from '@video/ui';
import styles from './banner-carousel.module.css';
import { type ScrollCarousel, scrollCarousel } from './scroll-carousel';
import { useBannerAutoplay } from './use-banner-autoplay';

export interface BannerSlidesProps {
  readonly ads: readonly Ad[];
  /** Slides move on their own; off when the visitor prefers reduced motion. */
  readonly autoplay: boolean;
  readonly load: ImageLoader;
  readonly onOpen: (ad: Ad) => void;
}

/** How long each banner stays before the next one slides in. */
const AUTOPLAY_DELAY_MS = 3000;

/**
 * The banners side by side in a row that the visitor swipes and the browser snaps, a banner at a
 * time, with a dot per banner under them. Only the first banner's image loads at once; the others
 * load as they come into view.
 */
export function BannerSlides({ ads, autoplay, load, onOpen }: BannerSlidesProps) {
  const track = useRef<HTMLDivElement>(null);
  const carousel = useRef<ScrollCarousel | null>(null);
  const [shown, setShown] = useState(0);
  // Declared before the autoplay's: the carousel is there by the time that effect runs.
  useEffect(() => {
    if (!track.current) return undefined;
    const driven = scrollCarousel(track.current);
    carousel.current = driven;
    driven.on('slideChange', () => setShown(driven.shown()));
    return () => {
      driven.destroy();
      carousel.current = null;
    };
  }, []);
  useBannerAutoplay(carousel, autoplay, AUTOPLAY_DELAY_MS);

  return (
    <>
      <div
        ref={track}
        className={styles.track}
        // A carousel that moves by itself does not announce each banner; one that moves only
        // when swiped does.
        aria-live={autoplay ? 'off' : 'polite'}
      >
        {ads.map((ad, index) => (
          <div key={`${index}-${ad.url}`} className={styles.slide}>
            <AdBanner ad={ad} load={load} priority={index === 0} onOpen={onOpen} />
          </div>
        ))}
      </div>
      {ads.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {ads.map((ad, index) => (
            <span
              key={`${index}-${ad.url}`}
              className={index === shown ? `${styles.dot} ${styles.dotShown}` : styles.dot}
            />
          ))}
        </div>
      )}
    </>
  );
}
