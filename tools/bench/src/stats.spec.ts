import { describe, expect, it } from 'vitest';
import { median, percentile, ratio } from './stats';

describe('percentile', () => {
  it.each([
    { values: [], p: 75, expected: null },
    { values: [7], p: 75, expected: 7 },
    { values: [3, 1, 2], p: 0, expected: 1 },
    { values: [3, 1, 2], p: 100, expected: 3 },
    { values: [3, 1, 2], p: 75, expected: 2.5 },
    { values: [10, 20, 30, 40, 50], p: 75, expected: 40 },
    { values: [1, 2], p: 150, expected: 2 },
    { values: [1, 2], p: -5, expected: 1 },
  ])('p$p of $values is $expected', ({ values, p, expected }) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it('leaves its input in order', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('median', () => {
  it.each([
    { values: [], expected: null },
    { values: [5], expected: 5 },
    { values: [9, 1, 5], expected: 5 },
    { values: [4, 1, 3, 2], expected: 2.5 },
    { values: [120, 80, 100, 3000, 90], expected: 100 },
  ])('of $values is $expected', ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });
});

describe('ratio', () => {
  it.each([
    { part: null, whole: 2, expected: null },
    { part: 2, whole: null, expected: null },
    { part: 2, whole: 0, expected: null },
    { part: 2, whole: -1, expected: null },
    { part: 0, whole: 4, expected: 0 },
    { part: 600, whole: 500, expected: 1.2 },
  ])('$part / $whole is $expected', ({ part, whole, expected }) => {
    expect(ratio(part, whole)).toBe(expected);
  });
});
