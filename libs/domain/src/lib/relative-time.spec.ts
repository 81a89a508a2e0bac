import { formatRelativeTime, relativeTime } from '../index';

/** Epoch ms of a wall-clock time in China (UTC+8). */
const cst = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  Date.UTC(y, mo - 1, d, h - 8, mi, s, ms);

const now = cst(2024, 3, 15, 12, 0, 0);

describe('relativeTime', () => {
  it.each([
    ['in the future (clock skew)', now + 5_000, 'time.justNow', {}],
    ['at the same instant', now, 'time.justNow', {}],
    ['9 999 ms ago', now - 9_999, 'time.justNow', {}],
    ['10 000 ms ago', now - 10_000, 'time.secondsAgo', { n: 10 }],
    ['59 999 ms ago', now - 59_999, 'time.secondsAgo', { n: 59 }],
    ['60 000 ms ago', now - 60_000, 'time.minutesAgo', { n: 1 }],
    ['3 599 999 ms ago', now - 3_599_999, 'time.minutesAgo', { n: 59 }],
    ['3 600 000 ms ago', now - 3_600_000, 'time.hoursAgo', { n: 1 }],
    ['at midnight today', cst(2024, 3, 15, 0, 0, 0), 'time.hoursAgo', { n: 12 }],
    [
      'a millisecond before midnight',
      cst(2024, 3, 14, 23, 59, 59, 999),
      'time.yesterday',
      { time: '23:59' },
    ],
    ['yesterday morning', cst(2024, 3, 14, 8, 5), 'time.yesterday', { time: '08:05' }],
    ['at midnight yesterday', cst(2024, 3, 14, 0, 0), 'time.yesterday', { time: '00:00' }],
    [
      'late the day before yesterday',
      cst(2024, 3, 13, 23, 59),
      'time.dayBeforeYesterday',
      { time: '23:59' },
    ],
    ['three calendar days ago', cst(2024, 3, 12, 23, 59), 'time.daysAgo', { n: 3 }],
    ['29 days ago', cst(2024, 2, 15, 12), 'time.daysAgo', { n: 29 }],
    ['30 days ago inside one calendar month', cst(2024, 2, 14, 12), 'time.monthsAgo', { n: 1 }],
    ['two months ago', cst(2024, 1, 15, 12), 'time.monthsAgo', { n: 2 }],
    ['one day short of a year', cst(2023, 3, 16, 12), 'time.monthsAgo', { n: 11 }],
    ['a year ago', cst(2023, 3, 15, 12), 'time.yearsAgo', { n: 1 }],
    ['five years ago', cst(2019, 1, 1), 'time.yearsAgo', { n: 5 }],
  ])('%s', (_case, then, key, params) => {
    expect(relativeTime(then, now)).toEqual({ key, params });
  });

  it.each([
    [
      'one UTC day, two China days',
      cst(2024, 3, 14, 22, 0),
      cst(2024, 3, 15, 0, 30),
      { key: 'time.yesterday', params: { time: '22:00' } },
    ],
    [
      'two UTC days, one China day',
      cst(2024, 3, 15, 7, 0),
      cst(2024, 3, 15, 9, 0),
      { key: 'time.hoursAgo', params: { n: 2 } },
    ],
  ])('counts calendar days in China by default: %s', (_case, then, at, expected) => {
    expect(relativeTime(then, at)).toEqual(expected);
  });

  it.each([
    [0, 'time.yesterday', { time: '14:00' }],
    [480, 'time.yesterday', { time: '22:00' }],
    [-300, 'time.hoursAgo', { n: 11 }],
    [660, 'time.hoursAgo', { n: 11 }],
  ])('reads the calendar at an offset of %s minutes', (offset, key, params) => {
    const then = Date.UTC(2024, 2, 14, 14, 0);
    const at = Date.UTC(2024, 2, 15, 1, 0);
    expect(relativeTime(then, at, offset)).toEqual({ key, params });
  });

  it.each([
    [Number.NaN, now],
    [now, Number.NaN],
    [Number.NEGATIVE_INFINITY, now],
  ])('is null for unreadable times (%s, %s)', (then, at) => {
    expect(relativeTime(then, at)).toBeNull();
  });

  it('is null for an unreadable offset', () => {
    expect(relativeTime(now - 1, now, Number.NaN)).toBeNull();
  });
});

describe('formatRelativeTime', () => {
  it.each([
    [now - 5_000, '刚刚'],
    [now - 42_000, '42秒前'],
    [cst(2024, 3, 14, 8, 5), '昨天 08:05'],
    [cst(2024, 3, 13, 7, 0), '前天 07:00'],
    [Number.NaN, ''],
  ])('%s → %s', (then, text) => {
    expect(formatRelativeTime(then, now)).toBe(text);
  });
});
