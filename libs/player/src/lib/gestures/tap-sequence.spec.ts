import { DOUBLE_TAP_MS, DOUBLE_TAP_SLOP_PX } from './gesture-recogniser';
import { nextTap } from './tap-sequence';

describe('nextTap', () => {
  const first = nextTap(null, 100, 200, 1000);

  it('starts a run with a lone tap', () => {
    expect(first).toEqual({ x: 100, y: 200, t: 1000, count: 1 });
  });

  it('counts a second tap soon and close as a double tap, and a third as a triple', () => {
    const second = nextTap(first, 110, 205, 1000 + DOUBLE_TAP_MS);
    expect(second.count).toBe(2);
    expect(nextTap(second, 112, 205, 1000 + DOUBLE_TAP_MS + 100).count).toBe(3);
  });

  it.each([
    ['too late', 100, 200, 1000 + DOUBLE_TAP_MS + 1],
    ['too far', 100 + DOUBLE_TAP_SLOP_PX + 1, 200, 1100],
    ['before the first (a clock gone back)', 100, 200, 900],
  ])('starts a new run for a tap %s', (_case, x, y, t) => {
    expect(nextTap(first, x, y, t).count).toBe(1);
  });
});
