import { describe, expect, it } from 'vitest';
import { formatValue, infoRow, limitRow } from './rows';

describe('formatValue', () => {
  it.each([
    { value: 0, unit: 'ms', expected: '0 ms' },
    { value: 1234.5, unit: 'ms', expected: '1235 ms' },
    { value: 1999, unit: 's', expected: '2.00 s' },
    { value: 153_600, unit: 'KiB', expected: '150.0 KiB' },
    { value: 94.6, unit: 'score', expected: '95' },
    { value: 3, unit: 'count', expected: '3' },
    { value: 0.04567, unit: 'shift', expected: '0.046' },
    { value: 1.2, unit: 'ratio', expected: '1.20' },
    { value: 1.1034, unit: 'percent', expected: '110.3 %' },
  ] as const)('$value in $unit is "$expected"', ({ value, unit, expected }) => {
    expect(formatValue(value, unit)).toBe(expected);
  });
});

describe('limitRow', () => {
  it('is not met, saying why, when the figure could not be measured', () => {
    expect(limitRow('TTFF', null, { atMost: 300 }, 'ms', 'no player')).toEqual({
      figure: 'TTFF',
      measured: 'no player',
      target: '≤ 300 ms',
      met: false,
    });
  });

  it.each([
    { value: 150, bound: { atMost: 150 }, met: true },
    { value: 151, bound: { atMost: 150 }, met: false },
    { value: 95, bound: { atLeast: 95 }, met: true },
    { value: 94, bound: { atLeast: 95 }, met: false },
  ])('$value against $bound is met: $met', ({ value, bound, met }) => {
    expect(limitRow('figure', value, bound, 'score').met).toBe(met);
  });

  it('prints the bound in the unit of the figure', () => {
    expect(limitRow('LCP', 1500, { atMost: 2000 }, 's')).toMatchObject({
      measured: '1.50 s',
      target: '≤ 2.00 s',
    });
    expect(limitRow('score', 99, { atLeast: 95 }, 'score').target).toBe('≥ 95');
  });
});

describe('infoRow', () => {
  it('has no target and is neither met nor missed', () => {
    expect(infoRow('JS bytes', '150.0 KiB')).toEqual({
      figure: 'JS bytes',
      measured: '150.0 KiB',
      target: '—',
      met: null,
    });
  });
});
