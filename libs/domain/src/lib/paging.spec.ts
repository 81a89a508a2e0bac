import { clampPage, pagerState, totalPages } from '../index';

describe('totalPages', () => {
  it.each([
    [0, 20, 0],
    [-5, 20, 0],
    [Number.NaN, 20, 0],
    [Number.POSITIVE_INFINITY, 20, 0],
    [100, 0, 0],
    [100, -10, 0],
    [100, Number.NaN, 0],
    [100, Number.POSITIVE_INFINITY, 0],
    ['100' as unknown as number, 20, 0],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [100, 20, 5],
    [101, 20, 6],
  ])('total %s, %s per page → %s pages', (total, perPage, expected) => {
    expect(totalPages(total, perPage)).toBe(expected);
  });
});

describe('clampPage', () => {
  it.each([
    [Number.NaN, 5, 1],
    [0, 5, 1],
    [-2, 5, 1],
    [2.7, 5, 2],
    [9, 5, 5],
    [3, 0, 1],
    [3, Number.NaN, 1],
    [3, 5, 3],
  ])('page %s of %s → %s', (page, pages, expected) => {
    expect(clampPage(page, pages)).toBe(expected);
  });
});

describe('pagerState', () => {
  it.each([
    [1, 0, { page: 1, last: 1, canPrev: false, canNext: false, visible: false }],
    [1, 1, { page: 1, last: 1, canPrev: false, canNext: false, visible: false }],
    [1, 2, { page: 1, last: 2, canPrev: false, canNext: true, visible: true }],
    [2, 2, { page: 2, last: 2, canPrev: true, canNext: false, visible: true }],
    [3, 5, { page: 3, last: 5, canPrev: true, canNext: true, visible: true }],
    [99, 5, { page: 5, last: 5, canPrev: true, canNext: false, visible: true }],
    [0, 5, { page: 1, last: 5, canPrev: false, canNext: true, visible: true }],
    [
      2,
      Number.POSITIVE_INFINITY,
      { page: 1, last: 1, canPrev: false, canNext: false, visible: false },
    ],
  ])('page %s of %s', (page, pages, expected) => {
    expect(pagerState(page, pages)).toEqual(expected);
  });
});
