import type { AutoplayCarousel, CarouselEvent } from './use-banner-autoplay';

/** A scroll-snapped row of full-width slides, driven as a carousel (see {@link scrollCarousel}). */
export interface ScrollCarousel extends AutoplayCarousel {
  /** The slide in view: the one nearest the row's start. */
  shown(): number;
  /** Stops listening to the row. */
  destroy(): void;
}

/**
 * Drives `track`, a row of full-width slides that the browser scrolls and snaps itself (on the
 * compositor, with no carousel library to download and start on a slow phone): tells which slide
 * is in view and when that changes, slides on to the next one (from the last, back to the first)
 * and relays the finger's touches, for the autoplay.
 */
export function scrollCarousel(track: HTMLElement): ScrollCarousel {
  const handlers = new Map<CarouselEvent, Set<() => void>>();
  const emit = (event: CarouselEvent) => handlers.get(event)?.forEach((handler) => handler());
  const inView = () =>
    track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
  let shown = inView();

  const scrolled = () => {
    const now = inView();
    if (now === shown) return;
    shown = now;
    emit('slideChange');
  };
  const touchStarted = () => emit('touchStart');
  const touchEnded = () => emit('touchEnd');
  const listeners = [
    ['scroll', scrolled],
    ['touchstart', touchStarted],
    ['touchend', touchEnded],
    ['touchcancel', touchEnded],
  ] as const;
  for (const [type, listener] of listeners) {
    track.addEventListener(type, listener, { passive: true });
  }

  return {
    shown: () => shown,
    slideNext() {
      const next = shown + 1 < track.children.length ? shown + 1 : 0;
      track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
    },
    on(event, handler) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    },
    off(event, handler) {
      handlers.get(event)?.delete(handler);
    },
    destroy() {
      for (const [type, listener] of listeners) track.removeEventListener(type, listener);
      handlers.clear();
    },
  };
}
