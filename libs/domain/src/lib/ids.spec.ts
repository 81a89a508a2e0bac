import { isVideoId, parseVideoId } from '../index';

describe('isVideoId', () => {
  it.each([
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.MAX_SAFE_INTEGER + 1, false],
    ['7', false],
    [null, false],
    [1, true],
    [Number.MAX_SAFE_INTEGER, true],
  ])('%s → %s', (value, expected) => {
    expect(isVideoId(value)).toBe(expected);
  });
});

describe('parseVideoId', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['0', null],
    ['007', null],
    ['-3', null],
    ['+3', null],
    ['1e3', null],
    ['1.0', null],
    [' 12', null],
    ['12abc', null],
    ['9007199254740992', null],
    ['1', 1],
    ['9007199254740991', 9007199254740991],
  ])('%j → %s', (text, expected) => {
    expect(parseVideoId(text)).toBe(expected);
  });
});
