import { renderHook } from '@testing-library/react';
import {
  type AutoplayCarousel,
  type CarouselEvent,
  useBannerAutoplay,
} from './use-banner-autoplay';

/** A carousel that counts its moves and lets the test raise its events. */
function fakeCarousel() {
  const handlers = new Map<CarouselEvent, Set<() => void>>();
  const carousel = {
    moves: 0,
    slideNext() {
      carousel.moves += 1;
      carousel.emit('slideChange');
    },
    on(event: CarouselEvent, handler: () => void) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    },
    off(event: CarouselEvent, handler: () => void) {
      handlers.get(event)?.delete(handler);
    },
    emit(event: CarouselEvent) {
      handlers.get(event)?.forEach((handler) => handler());
    },
    listening: () => [...handlers.values()].reduce((count, set) => count + set.size, 0),
  } satisfies AutoplayCarousel & Record<string, unknown>;
  return carousel;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The autoplay on a fake carousel, every 3 s when `enabled`. */
function autoplay(enabled = true) {
  const carousel = fakeCarousel();
  const ref = { current: carousel };
  const { unmount } = renderHook(() => useBannerAutoplay(ref, enabled, 3000));
  return { carousel, unmount };
}

describe('useBannerAutoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('moves on a slide at each delay', () => {
    const { carousel } = autoplay();

    vi.advanceTimersByTime(2999);
    expect(carousel.moves).toBe(0);
    vi.advanceTimersByTime(1);
    expect(carousel.moves).toBe(1);
    vi.advanceTimersByTime(6000);
    expect(carousel.moves).toBe(3);
  });

  it('never moves when off (the visitor asked for less motion)', () => {
    const { carousel } = autoplay(false);

    vi.advanceTimersByTime(30_000);
    expect(carousel.moves).toBe(0);
    expect(carousel.listening()).toBe(0);
  });

  it('holds still under a finger, and waits a whole delay after a swipe', () => {
    const { carousel } = autoplay();

    vi.advanceTimersByTime(2000);
    carousel.emit('touchStart');
    vi.advanceTimersByTime(10_000);
    expect(carousel.moves).toBe(0);

    // The swipe changed the slide: the next move is a whole delay after it.
    carousel.emit('slideChange');
    carousel.emit('touchEnd');
    vi.advanceTimersByTime(2999);
    expect(carousel.moves).toBe(0);
    vi.advanceTimersByTime(1);
    expect(carousel.moves).toBe(1);
  });

  it('holds still while the page is hidden', () => {
    const { carousel } = autoplay();

    vi.advanceTimersByTime(2000);
    setVisibility('hidden');
    vi.advanceTimersByTime(10_000);
    expect(carousel.moves).toBe(0);

    setVisibility('visible');
    vi.advanceTimersByTime(3000);
    expect(carousel.moves).toBe(1);
  });

  it('stops and lets go of the carousel when the screen goes', () => {
    const { carousel, unmount } = autoplay();

    unmount();
    vi.advanceTimersByTime(30_000);
    expect(carousel.moves).toBe(0);
    expect(carousel.listening()).toBe(0);
  });
});
