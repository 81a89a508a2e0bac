import { parseApiDate } from '@video/domain';
import { formatApiDate } from './format-api-date';

describe('formatApiDate', () => {
  it.each([
    [Date.UTC(2024, 2, 15, 4, 0, 0), '2024-03-15 12:00:00'],
    [Date.UTC(2024, 2, 14, 16, 0, 0), '2024-03-15 00:00:00'],
    [Date.UTC(2023, 11, 31, 23, 59, 59, 999), '2024-01-01 07:59:59'],
    [null, ''],
    [Number.NaN, ''],
  ])('writes %s as %j at UTC+8', (epochMs, expected) => {
    expect(formatApiDate(epochMs)).toBe(expected);
  });

  it('is undone by parseApiDate', () => {
    const epochMs = Date.UTC(2025, 5, 1, 9, 30, 15);
    expect(parseApiDate(formatApiDate(epochMs))).toBe(epochMs);
  });
});
