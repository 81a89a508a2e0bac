import { invalid } from './codec';
import { flagCodec, jsonCodec, numberCodec, stringCodec, stringListCodec } from './codecs';

describe('stringCodec', () => {
  it.each(['', ' ', '{broken', 'abc-123'])('keeps %j as it is', (raw) => {
    expect(stringCodec.decode(raw)).toBe(raw);
    expect(stringCodec.encode(raw)).toBe(raw);
  });
});

describe('numberCodec', () => {
  it.each(['', '   ', 'abc', '12abc', 'NaN', 'Infinity', '0x10', '1,5', '"12"', '{}'])(
    'rejects %j',
    (raw) => {
      expect(numberCodec.decode(raw)).toBe(invalid);
    },
  );

  it.each([
    ['0', 0],
    [' 42 ', 42],
    ['-3.5', -3.5],
    ['1700000000000', 1_700_000_000_000],
    ['1.7e12', 1.7e12],
  ])('reads %j as %d', (raw, value) => {
    expect(numberCodec.decode(raw)).toBe(value);
  });

  it('writes a decimal string', () => {
    expect(numberCodec.encode(1_700_000_000_000)).toBe('1700000000000');
  });
});

describe('flagCodec', () => {
  it.each(['', 'yes', '2', 'TRUE', ' 1'])('rejects %j', (raw) => {
    expect(flagCodec.decode(raw)).toBe(invalid);
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
  ])('reads %j as %s', (raw, value) => {
    expect(flagCodec.decode(raw)).toBe(value);
  });

  it.each([
    [true, '1'],
    [false, '0'],
  ])('writes %s as %j', (value, raw) => {
    expect(flagCodec.encode(value)).toBe(raw);
  });
});

describe('jsonCodec', () => {
  const positiveNumber = jsonCodec((value) =>
    typeof value === 'number' && value > 0 ? value : invalid,
  );

  it.each(['', 'not json', '{', 'undefined'])('rejects unparseable %j', (raw) => {
    expect(positiveNumber.decode(raw)).toBe(invalid);
  });

  it('rejects what the validator rejects', () => {
    expect(positiveNumber.decode('-1')).toBe(invalid);
  });

  it('reads what the validator accepts and writes JSON', () => {
    expect(positiveNumber.decode('7')).toBe(7);
    expect(jsonCodec((value) => value).encode({ a: [1] })).toBe('{"a":[1]}');
  });
});

describe('stringListCodec', () => {
  it.each(['[', '["12!1"', '[12!1]'])('rejects broken JSON %j', (raw) => {
    expect(stringListCodec.decode(raw)).toBe(invalid);
  });

  it.each([
    ['', []],
    ['12!1', ['12!1']],
    ['12!1,40!2', ['12!1', '40!2']],
    [',12!1,,40!2,', ['12!1', '40!2']],
    ['["12!1","40!2"]', ['12!1', '40!2']],
    [' [1, "12!1", null]', ['12!1']],
  ])('reads %j', (raw, entries) => {
    expect(stringListCodec.decode(raw)).toEqual(entries);
  });

  it('writes comma-separated', () => {
    expect(stringListCodec.encode(['12!1', '40!2'])).toBe('12!1,40!2');
    expect(stringListCodec.encode([])).toBe('');
  });
});
