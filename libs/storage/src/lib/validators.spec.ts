import { invalid } from './codec';
import { arrayOf, isRecord, recordWithDefaults } from './validators';

describe('isRecord', () => {
  it.each([null, undefined, [], 'a', 1, true])('rejects %j', (value) => {
    expect(isRecord(value)).toBe(false);
  });

  it('accepts a plain object', () => {
    expect(isRecord({})).toBe(true);
  });
});

describe('arrayOf', () => {
  const evenNumbers = arrayOf((value) =>
    typeof value === 'number' && value % 2 === 0 ? value : invalid,
  );

  it.each([null, {}, 'a', 2])('rejects the non-array %j', (value) => {
    expect(evenNumbers(value)).toBe(invalid);
  });

  it('drops broken items and keeps the rest in order', () => {
    expect(evenNumbers([])).toEqual([]);
    expect(evenNumbers([2, 3, 'x', null, 4])).toEqual([2, 4]);
  });
});

describe('recordWithDefaults', () => {
  const settings = recordWithDefaults({ name: 'guest', volume: 1, muted: false });

  it.each([null, [], 'a', 3, true])('rejects the non-object %j', (value) => {
    expect(settings(value)).toBe(invalid);
  });

  it('fills missing fields from the default', () => {
    expect(settings({})).toEqual({ name: 'guest', volume: 1, muted: false });
    expect(settings({ muted: true })).toEqual({ name: 'guest', volume: 1, muted: true });
  });

  it('defaults wrong-typed fields and drops unknown ones', () => {
    expect(settings({ name: 7, volume: '0.5', muted: 'yes', extra: 1 })).toEqual({
      name: 'guest',
      volume: 1,
      muted: false,
    });
  });
});
