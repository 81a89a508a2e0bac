import { parseApiDate } from '../index';

describe('parseApiDate', () => {
  it.each([
    ['Laravel text at UTC+8', '2024-03-15 12:00:00', Date.UTC(2024, 2, 15, 4, 0, 0)],
    ['Laravel text with surrounding spaces', ' 2024-03-15 12:00:00 ', Date.UTC(2024, 2, 15, 4)],
    ['Laravel midnight rolls back a UTC day', '2024-03-15 00:00:00', Date.UTC(2024, 2, 14, 16)],
    ['a date alone', '2024-03-15', Date.UTC(2024, 2, 14, 16)],
    ['minutes without seconds', '2024-03-15 12:30', Date.UTC(2024, 2, 15, 4, 30)],
    ['ISO with Z', '2024-03-15T12:00:00Z', Date.UTC(2024, 2, 15, 12)],
    ['ISO with lower-case z', '2024-03-15t12:00:00z', Date.UTC(2024, 2, 15, 12)],
    ['ISO with fraction', '2024-03-15T12:00:00.123456Z', Date.UTC(2024, 2, 15, 12, 0, 0, 123)],
    ['ISO with +08:00', '2024-03-15T12:00:00+08:00', Date.UTC(2024, 2, 15, 4)],
    ['ISO with -0530', '2024-03-15T12:00:00-0530', Date.UTC(2024, 2, 15, 17, 30)],
    ['a leap day', '2024-02-29 08:00:00', Date.UTC(2024, 1, 29, 0)],
    ['epoch seconds', 1_710_475_200, 1_710_475_200_000],
    ['epoch milliseconds', 1_710_475_200_123, 1_710_475_200_123],
    ['epoch seconds as text', '1710475200', 1_710_475_200_000],
  ])('reads %s', (_case, value, expected) => {
    expect(parseApiDate(value)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty text', ''],
    ['blanks', '   '],
    ['zero', 0],
    ['zero as text', '0'],
    ['a negative epoch', -1],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['words', 'yesterday'],
    ['month 13', '2024-13-01 00:00:00'],
    ['30 February', '2023-02-30 00:00:00'],
    ['29 February of a common year', '2023-02-29 00:00:00'],
    ['hour 24', '2024-03-15 24:00:00'],
    ['minute 60', '2024-03-15 12:60:00'],
    ['second 60', '2024-03-15 12:00:60'],
    ['a two-digit year in disguise', '0050-01-01 00:00:00'],
    ['a zone beyond 23 h', '2024-03-15T12:00:00+24:00'],
    ['a zone minute beyond 59', '2024-03-15T12:00:00+08:60'],
    ['a slash date', '2024/03/15 12:00:00'],
    ['a trailing word', '2024-03-15 12:00:00 CST'],
  ])('gives null for %s', (_case, value) => {
    expect(parseApiDate(value)).toBeNull();
  });
});
