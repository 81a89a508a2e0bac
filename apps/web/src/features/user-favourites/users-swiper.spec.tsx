import { act, render } from '@testing-library/react';
import { useState } from 'react';
import type { Swiper } from 'swiper';
import { describe, expect, it } from 'vitest';
import type { UserSlide } from './use-favourite-users';
import { UsersSwiper } from './users-swiper';

const USERS = ['a', 'b', 'c', 'd', 'e'].map(
  (uuid) => ({ uuid, name: uuid, total: 1 }) as unknown as UserSlide,
);

/** The swiper as the page holds it, with `active` set by hand to play the parent's renders. */
function renderSwiper() {
  const reports: number[] = [];
  let setActive: (index: number) => void = () => undefined;
  function Parent() {
    const [active, set] = useState(0);
    setActive = set;
    return (
      <UsersSwiper
        users={USERS}
        active={active}
        onActiveChange={(index) => reports.push(index)}
        renderUser={(user) => <p>{user.uuid}</p>}
        reducedMotion
      />
    );
  }
  const { container } = render(<Parent />);
  const swiper = (): Swiper => {
    const element = container.querySelector<HTMLElement & { swiper?: Swiper }>('.swiper');
    if (!element?.swiper) throw new Error('No swiper on the page.');
    return element.swiper;
  };
  return { swiper, reports, setActive: (index: number) => act(() => setActive(index)) };
}

describe('UsersSwiper', () => {
  it('stays where the finger took it when a report of an earlier swipe comes back late', () => {
    const { swiper, reports, setActive } = renderSwiper();
    // Two swipes before the parent has rendered the first report.
    act(() => {
      swiper().slideTo(1);
    });
    act(() => {
      swiper().slideTo(2);
    });
    expect(reports).toEqual([1, 2]);

    setActive(1);
    expect(swiper().activeIndex).toBe(2);
    setActive(2);
    expect(swiper().activeIndex).toBe(2);
  });

  it('goes to the slide the parent asks for (上一位, 下一位), also back to one it reported', () => {
    const { swiper, setActive } = renderSwiper();
    setActive(2);
    expect(swiper().activeIndex).toBe(2);
    setActive(1);
    expect(swiper().activeIndex).toBe(1);
    setActive(2);
    expect(swiper().activeIndex).toBe(2);

    act(() => {
      swiper().slideTo(3);
    });
    setActive(3);
    setActive(1);
    expect(swiper().activeIndex).toBe(1);
  });
});
