import { describe, expect, it } from 'vitest';
import { pairedSummary, signTest } from './paired';

describe('signTest', () => {
  it('gives the exact two-sided binomial tail', () => {
    // 8 of 8 one way: 2 × (1/2)^8.
    expect(signTest(8, 0)).toBeCloseTo(2 / 256, 10);
    // 7 against 1: 2 × (1 + 8) / 256.
    expect(signTest(1, 7)).toBeCloseTo(18 / 256, 10);
    expect(signTest(4, 4)).toBe(1);
    expect(signTest(0, 0)).toBe(1);
  });
});

describe('pairedSummary', () => {
  it('compares the builds pair by pair, whatever the machine did between pairs', () => {
    // The machine slows down run by run; the build after is 10 ms slower in every pair.
    const before = [100, 300, 500, 700, 900];
    const after = [110, 310, 510, 710, 910];

    const summary = pairedSummary(before, after);

    expect(summary).toMatchObject({
      pairs: 5,
      before: 500,
      after: 510,
      difference: 10,
      differenceQuartiles: [10, 10],
      higher: 5,
      lower: 0,
    });
    expect(summary.signTestP).toBeCloseTo(2 / 32, 10);
  });

  it('leaves out a pair with a figure missing, and counts ties on neither side', () => {
    const summary = pairedSummary([100, null, 200, 300], [100, 50, 150, null]);

    expect(summary).toMatchObject({ pairs: 2, difference: -25, higher: 0, lower: 1 });
    expect(summary.signTestP).toBe(1);
  });
});
