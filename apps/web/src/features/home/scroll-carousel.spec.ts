import { scrollCarousel } from './scroll-carousel';

/** A row of `count` slides, 300 px wide, scrolled to `left`; its scrollTo calls recorded. */
function row(count: number, left = 0) {
  const track = document.createElement('div');
  for (let index = 0; index < count; index += 1) track.append(document.createElement('div'));
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
  track.scrollLeft = left;
  const scrolls: ScrollToOptions[] = [];
  track.scrollTo = ((options: ScrollToOptions) =>
    void scrolls.push(options)) as typeof track.scrollTo;
  const scrollTo = (to: number) => {
    track.scrollLeft = to;
    track.dispatchEvent(new Event('scroll'));
  };
  return { track, scrolls, scrollTo };
}

describe('scrollCarousel', () => {
  it('tells the slide in view, and each change of it once', () => {
    const { track, scrollTo } = row(3, 300);
    const carousel = scrollCarousel(track);
    const changes: number[] = [];
    carousel.on('slideChange', () => changes.push(carousel.shown()));
    expect(carousel.shown()).toBe(1);

    scrollTo(340);
    scrollTo(480);
    scrollTo(600);
    expect(changes).toEqual([2]);
    scrollTo(20);
    expect(changes).toEqual([2, 0]);
  });

  it('slides on smoothly to the next slide, and from the last back to the first', () => {
    const { track, scrolls, scrollTo } = row(3);
    const carousel = scrollCarousel(track);
    carousel.slideNext();
    expect(scrolls.at(-1)).toEqual({ left: 300, behavior: 'smooth' });

    scrollTo(600);
    carousel.slideNext();
    expect(scrolls.at(-1)).toEqual({ left: 0, behavior: 'smooth' });
  });

  it('relays the touches on the row', () => {
    const { track } = row(2);
    const carousel = scrollCarousel(track);
    const events: string[] = [];
    carousel.on('touchStart', () => events.push('start'));
    carousel.on('touchEnd', () => events.push('end'));

    track.dispatchEvent(new Event('touchstart'));
    track.dispatchEvent(new Event('touchend'));
    track.dispatchEvent(new Event('touchstart'));
    track.dispatchEvent(new Event('touchcancel'));
    expect(events).toEqual(['start', 'end', 'start', 'end']);
  });

  it('hears nothing more once destroyed, nor after a handler is taken off', () => {
    const { track, scrollTo } = row(3);
    const carousel = scrollCarousel(track);
    const changes: number[] = [];
    const touches: number[] = [];
    const touched = () => touches.push(1);
    carousel.on('slideChange', () => changes.push(carousel.shown()));
    carousel.on('touchStart', touched);
    carousel.off('touchStart', touched);
    track.dispatchEvent(new Event('touchstart'));

    carousel.destroy();
    scrollTo(300);
    expect(changes).toEqual([]);
    expect(touches).toEqual([]);
  });
});
