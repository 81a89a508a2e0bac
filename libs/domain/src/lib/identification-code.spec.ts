import { changeCode, changesLeft, generateCode, isValidCode } from '../index';

const DAY = 86_400_000;
const now = 1_710_000_000_000;

describe('isValidCode', () => {
  it.each([
    ['', false],
    ['abc12', false],
    ['abc123', true],
    ['abcdef123456', true],
    ['abcdef1234567', false],
    ['ABC123', false],
    ['abc 123', false],
    ['abc-123', false],
    ['abc123\n', false],
    ['数据识别码一二', false],
  ])('%j → %s', (code, valid) => {
    expect(isValidCode(code)).toBe(valid);
  });
});

describe('changeCode', () => {
  const change = (next: string, record: { timestamp: number; count: number } | null, at = now) =>
    changeCode({ current: 'oldcode1', next, record, now: at });

  it.each([
    ['too short', 'abc', 'code.invalid'],
    ['upper case', 'NEWCODE1', 'code.invalid'],
    ['blank', '   ', 'code.invalid'],
    ['unchanged', 'oldcode1', 'code.unchanged'],
    ['unchanged but for blanks', ' oldcode1 ', 'code.unchanged'],
  ])('refuses a code that is %s', (_case, next, key) => {
    expect(change(next, null)).toEqual({ ok: false, key });
  });

  it('checks the code before the limit', () => {
    expect(change('x', { timestamp: now, count: 2 })).toEqual({ ok: false, key: 'code.invalid' });
  });

  it.each([
    ['no record', null, { timestamp: now, count: 1 }, 1],
    ['the default record', { timestamp: 0, count: 0 }, { timestamp: now, count: 1 }, 1],
    [
      'one change earlier today',
      { timestamp: now - 1000, count: 1 },
      { timestamp: now - 1000, count: 2 },
      0,
    ],
    [
      'two changes exactly 24 h ago',
      { timestamp: now - DAY, count: 2 },
      { timestamp: now, count: 1 },
      1,
    ],
    [
      'two changes over 24 h ago',
      { timestamp: now - DAY - 1, count: 2 },
      { timestamp: now, count: 1 },
      1,
    ],
    ['a NaN timestamp', { timestamp: Number.NaN, count: 2 }, { timestamp: now, count: 1 }, 1],
    ['a negative timestamp', { timestamp: -DAY, count: 2 }, { timestamp: now, count: 1 }, 1],
    ['a future timestamp', { timestamp: now + 1000, count: 2 }, { timestamp: now, count: 1 }, 1],
    ['a NaN count', { timestamp: now - 1000, count: Number.NaN }, { timestamp: now, count: 1 }, 1],
    ['a negative count', { timestamp: now - 1000, count: -3 }, { timestamp: now, count: 1 }, 1],
    [
      'a fractional count',
      { timestamp: now - 1000, count: 0.5 },
      { timestamp: now - 1000, count: 1 },
      1,
    ],
  ])('allows a change after %s', (_case, record, expectedRecord, left) => {
    expect(change(' newcode1 ', record)).toEqual({
      ok: true,
      code: 'newcode1',
      record: expectedRecord,
      left,
    });
  });

  it.each([
    ['two changes in the window', { timestamp: now - 1000, count: 2 }],
    ['two changes a millisecond before 24 h', { timestamp: now - DAY + 1, count: 2 }],
    ['more changes than allowed', { timestamp: now - 1000, count: 7 }],
  ])('refuses a third change after %s', (_case, record) => {
    expect(change('newcode1', record)).toEqual({ ok: false, key: 'code.limit' });
  });

  it('allows two changes a day, then again once the day has passed', () => {
    const first = change('first01', null);
    if (!first.ok) throw new Error('first change refused');
    const second = change('second02', first.record, now + 1000);
    if (!second.ok) throw new Error('second change refused');
    expect(second.left).toBe(0);
    expect(change('third03', second.record, now + DAY - 1)).toEqual({
      ok: false,
      key: 'code.limit',
    });
    expect(change('third03', second.record, now + DAY)).toMatchObject({ ok: true, left: 1 });
  });
});

describe('changesLeft', () => {
  it.each([
    ['no record', null, 2],
    ['one change', { timestamp: now - 1000, count: 1 }, 1],
    ['two changes', { timestamp: now - 1000, count: 2 }, 0],
    ['too many changes', { timestamp: now - 1000, count: 9 }, 0],
    ['an expired window', { timestamp: now - DAY, count: 2 }, 2],
    ['a corrupt record', { timestamp: Number.NaN, count: Number.NaN }, 2],
  ])('after %s is %s', (_case, record, left) => {
    expect(changesLeft(record, now)).toBe(left);
  });
});

describe('generateCode', () => {
  it.each([
    ['the lowest draw', () => 0, 'aaaaaaaaaa'],
    ['the highest draw', () => 0.999_999, '9999999999'],
    ['an out-of-range source', () => 1, '9999999999'],
    ['a NaN source', () => Number.NaN, 'aaaaaaaaaa'],
  ])('makes a valid code from %s', (_case, random, code) => {
    expect(generateCode(random)).toBe(code);
    expect(isValidCode(code)).toBe(true);
  });

  it('draws every character from the source', () => {
    const draws = [0, 25, 26, 35].map((index) => (index + 0.5) / 36);
    let call = 0;
    const code = generateCode(() => draws[call++ % draws.length] ?? 0);
    expect(code).toBe('az09az09az');
  });

  it('makes valid codes from Math.random', () => {
    for (let run = 0; run < 50; run += 1) expect(isValidCode(generateCode(Math.random))).toBe(true);
  });
});
