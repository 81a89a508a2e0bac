import { act, renderHook } from '@testing-library/react';
import type { Swiper } from 'swiper';
import { useSlidesHeldWhileDragged } from './use-slides-held-while-dragged';

const SPEED_MS = 300;

/** What the hold reads of Swiper: whether a slide is moving, its speed, its element. */
function fakeSwiper() {
  const el = document.createElement('div');
  let width = 390;
  Object.defineProperty(el, 'clientWidth', { get: () => width });
  const swiper = {
    destroyed: false,
    animating: false,
    params: { speed: SPEED_MS },
    el,
    emit: vi.fn(),
  };
  return {
    swiper,
    asSwiper: swiper as unknown as Swiper,
    resize(to: number) {
      width = to;
    },
  };
}

/** The hook over slides `latest`, to be changed with `rerender`. */
function hold(latest: readonly string[]) {
  return renderHook(({ slides }) => useSlidesHeldWhileDragged(slides), {
    initialProps: { slides: latest },
  });
}

/** Lets Swiper's lift handler finish: the hold looks at the slide a microtask later. */
const afterLift = () => act(async () => undefined);

describe('useSlidesHeldWhileDragged', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives the latest slides while no finger is down', () => {
    const { result, rerender } = hold(['a']);
    rerender({ slides: ['a', 'b'] });
    expect(result.current[0]).toEqual(['a', 'b']);
  });

  it('keeps the slides of the touch until the slide let go of comes to rest', async () => {
    const { swiper, asSwiper } = fakeSwiper();
    const { result, rerender } = hold(['a']);
    act(() => result.current[1].onTouchStart());
    rerender({ slides: ['a', 'b'] });
    expect(result.current[0]).toEqual(['a']);

    swiper.animating = true;
    act(() => result.current[1].onTouchEnd(asSwiper));
    await afterLift();
    expect(result.current[0]).toEqual(['a']);

    swiper.animating = false;
    act(() => result.current[1].onTransitionEnd());
    expect(result.current[0]).toEqual(['a', 'b']);
  });

  it('gives the latest slides at the lift when nothing moves', async () => {
    const { asSwiper } = fakeSwiper();
    const { result, rerender } = hold(['a']);
    act(() => result.current[1].onTouchStart());
    rerender({ slides: ['a', 'b'] });
    act(() => result.current[1].onTouchEnd(asSwiper));
    await afterLift();
    expect(result.current[0]).toEqual(['a', 'b']);
  });

  it('lets go a moment after the glide when its end never comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { swiper, asSwiper } = fakeSwiper();
    const { result, rerender } = hold(['a']);
    act(() => result.current[1].onTouchStart());
    rerender({ slides: ['a', 'b'] });
    swiper.animating = true;
    act(() => result.current[1].onTouchEnd(asSwiper));
    await afterLift();

    act(() => {
      vi.advanceTimersByTime(SPEED_MS);
    });
    expect(result.current[0]).toEqual(['a']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current[0]).toEqual(['a', 'b']);
  });

  it('ignores a transition that ends while the finger is still down', () => {
    const { result, rerender } = hold(['a']);
    act(() => result.current[1].onTouchStart());
    rerender({ slides: ['a', 'b'] });
    act(() => result.current[1].onTransitionEnd());
    expect(result.current[0]).toEqual(['a']);
  });

  it('tells Swiper of a new width, after the drag when it comes during one, and never of a new height', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    let observed = () => undefined as void;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observed = callback;
        }
        observe = vi.fn();
        disconnect = vi.fn();
      },
    );
    const { swiper, asSwiper, resize } = fakeSwiper();
    const { result } = hold(['a']);
    expect(result.current[1].resizeObserver).toBe(false);
    result.current[1].onInit(asSwiper);

    observed(); // the swiper grew taller: same width
    vi.advanceTimersToNextFrame();
    expect(swiper.emit).not.toHaveBeenCalled();

    resize(600);
    observed();
    vi.advanceTimersToNextFrame();
    expect(swiper.emit).toHaveBeenCalledTimes(1);
    expect(swiper.emit).toHaveBeenCalledWith('resize');

    act(() => result.current[1].onTouchStart());
    resize(390);
    observed();
    vi.advanceTimersToNextFrame();
    expect(swiper.emit).toHaveBeenCalledTimes(1);
    act(() => result.current[1].onTouchEnd(asSwiper));
    await afterLift();
    expect(swiper.emit).toHaveBeenCalledTimes(2);
  });
});
