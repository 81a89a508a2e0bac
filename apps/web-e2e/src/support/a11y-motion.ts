import type { Page } from '@playwright/test';

/** What still moves on a page: see {@link motionOf}. */
export interface Motion {
  /** Elements (and pseudo-elements) that transition or animate for longer than 10 ms. */
  readonly moving: string[];
  /**
   * Every Swiper on the page: its slide speed (ms) and whether it moves by itself (a carousel
   * that does says so with `aria-live="off"`).
   */
  readonly swipers: { speed: number; autoplay: boolean }[];
}

interface SwiperElement extends Element {
  swiper?: { params: { speed: number } };
}

/** What moves on the page right now. */
export function motionOf(page: Page): Promise<Motion> {
  return page.evaluate(() => {
    const lasts = (durations: string) => durations.split(',').some((d) => parseFloat(d) > 0.01);
    const moving: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName !== 'none' && lasts(style.animationDuration);
        if (lasts(style.transitionDuration) || animated) {
          moving.push(
            `${element.tagName.toLowerCase()}.${String(element.className)}${pseudo ?? ''}`,
          );
        }
      }
    }
    const swipers = [...document.querySelectorAll<SwiperElement>('.swiper')].map((element) => ({
      speed: element.swiper?.params.speed ?? -1,
      autoplay: element.getAttribute('aria-live') === 'off',
    }));
    return { moving, swipers };
  });
}
