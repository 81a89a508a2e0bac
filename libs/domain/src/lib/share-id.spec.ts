import { decodeShareId, encodeShareId } from '../index';

describe('encodeShareId', () => {
  it.each([
    [1, 'djE6MQ'],
    [123, 'djE6MTIz'],
    [Number.MAX_SAFE_INTEGER, 'djE6OTAwNzE5OTI1NDc0MDk5MQ'],
  ])('encodes %s as %s', (id, encoded) => {
    expect(encodeShareId(id)).toBe(encoded);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses %s', (id) => {
    expect(() => encodeShareId(id)).toThrow(RangeError);
  });

  it.each([1, 7, 60, 99, 4242, 65_535, 1_000_000_007])(
    'writes %s as Node writes base64url and reads it back',
    (id) => {
      const encoded = encodeShareId(id);
      expect(encoded).toBe(Buffer.from(`v1:${id}`).toString('base64url'));
      expect(encodeURIComponent(encoded)).toBe(encoded);
      expect(decodeShareId(encoded)).toBe(id);
    },
  );
});

describe('decodeShareId', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['garbage', '!!!'],
    ['padded base64', 'djE6MTIz=='],
    ['standard base64 characters', 'djE6+/Iz'],
    ['an impossible length', 'djE6M'],
    ['stray bits in the last character', 'djE6MR'],
    ['inner spaces', 'djE6 MTIz'],
    ['base64 of a foreign payload', 'aGVsbG8'],
    ['a later version', 'djI6MTIz'],
    ['a negative id', 'djE6LTE'],
    ['a zero id', 'djE6MA'],
    ['a fractional id', 'djE6MS41'],
    ['an id beyond safe integers', 'djE6OTAwNzE5OTI1NDc0MDk5Mg'],
    ['an overlong value', 'djE6'.repeat(20)],
    ['a plain negative number', '-5'],
    ['a plain number with leading zeros', '0012'],
  ])('gives null for %s', (_case, text) => {
    expect(decodeShareId(text)).toBeNull();
  });

  it('accepts a plain decimal id from older links', () => {
    expect(decodeShareId('123')).toBe(123);
  });
});
