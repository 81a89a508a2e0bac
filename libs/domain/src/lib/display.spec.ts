import { pageviewsText, rankBadge } from '../index';

describe('rankBadge', () => {
  it.each([
    [null, null],
    [undefined, null],
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1.5, null],
    [1, { kind: 'medal', place: 1 }],
    [2, { kind: 'medal', place: 2 }],
    [3, { kind: 'medal', place: 3 }],
    [4, { kind: 'number', value: 4 }],
    [120, { kind: 'number', value: 120 }],
  ])('%s → %j', (rank, badge) => {
    expect(rankBadge(rank)).toEqual(badge);
  });
});

describe('pageviewsText', () => {
  it.each([
    [Number.NaN, '0次'],
    [Number.POSITIVE_INFINITY, '0次'],
    [-5, '0次'],
    [0, '0次'],
    [1, '1次'],
    [12.7, '12次'],
    [9_999, '9999次'],
    [10_000, '1万次'],
    [10_999, '1万次'],
    [11_000, '1.1万次'],
    [15_000, '1.5万次'],
    [99_999, '9.9万次'],
    [100_000, '10万次'],
    [123_456_789, '12345.6万次'],
  ])('%s → %s', (count, text) => {
    expect(pageviewsText(count)).toBe(text);
  });
});
