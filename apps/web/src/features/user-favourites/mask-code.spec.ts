import { maskCode } from './mask-code';

describe('maskCode', () => {
  it.each([
    { code: '', expected: '***' },
    { code: 'a', expected: 'a***' },
    { code: 'ab', expected: 'a***' },
    { code: 'abc', expected: 'a***c' },
    { code: 'abcd', expected: 'a***d' },
    { code: 'abcde', expected: 'ab***de' },
    { code: ' abcdef12yz ', expected: 'ab***yz' },
    { code: 'k3x9q2m7p1', expected: 'k3***p1' },
  ])('masks "$code" as $expected', ({ code, expected }) => {
    expect(maskCode(code)).toBe(expected);
  });
});
