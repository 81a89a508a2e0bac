import { type RefObject, useEffect } from 'react';

/** The events of a carousel the autoplay listens to. */
export type CarouselEvent = 'touchStart' | 'touchEnd' | 'slideChange';

/** The part of a carousel (see `scrollCarousel`) the autoplay drives. */
export interface AutoplayCarousel {
  /** The next slide; from the last, the first (the carousel rewinds). */
  slideNext(): void;
  on(event: CarouselEvent, handler: () => void): void;
  off(event: CarouselEvent, handler: () => void): void;
}

/**
 * Moves the carousel in `carouselRef` (set by the time the screen's effects run) on by a slide
 * every `delayMs` while `enabled`, the page is visible and no finger is on it; a slide that
 * changed for any reason (a swipe, the autoplay itself) starts the wait again. One timer per
 * slide, and no frame callback counting down a progress nobody sees: home's main thread stays
 * idle while the banners show.
 */
export function useBannerAutoplay(
  carouselRef: RefObject<AutoplayCarousel | null>,
  enabled: boolean,
  delayMs: number,
  document: Document = window.document,
): void {
  useEffect(() => {
    const carousel = carouselRef.current;
    if (!carousel || !enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let touching = false;
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const restart = () => {
      stop();
      if (touching || document.visibilityState === 'hidden') return;
      timer = setTimeout(() => carousel.slideNext(), delayMs);
    };
    const touchStarted = () => {
      touching = true;
      stop();
    };
    const touchEnded = () => {
      touching = false;
      restart();
    };
    carousel.on('touchStart', touchStarted);
    carousel.on('touchEnd', touchEnded);
    carousel.on('slideChange', restart);
    document.addEventListener('visibilitychange', restart);
    restart();
    return () => {
      stop();
      carousel.off('touchStart', touchStarted);
      carousel.off('touchEnd', touchEnded);
      carousel.off('slideChange', restart);
      document.removeEventListener('visibilitychange', restart);
    };
  }, [carouselRef, enabled, delayMs, document]);
}
