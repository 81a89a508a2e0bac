import { formatTime } from './format-time';

describe('formatTime', () => {
  it.each([
    [Number.NaN, '0:00'],
    [Infinity, '0:00'],
    [-5, '0:00'],
    [0, '0:00'],
    [9.99, '0:09'],
    [65, '1:05'],
    [599, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });
});
