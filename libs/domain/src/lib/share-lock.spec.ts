import {
  isLocked,
  parseShareEntries,
  serialiseShareEntries,
  shareLockState,
  shortBy,
  unlockCount,
  withShareCount,
} from '../index';

describe('parseShareEntries', () => {
  it.each([
    ['nothing stored', [], []],
    ['not an array', 'oops' as unknown as unknown[], []],
    [
      'well-formed entries, in order',
      ['5!0', '7!2'],
      [
        { id: 5, count: 0 },
        { id: 7, count: 2 },
      ],
    ],
    ['blanks around an entry', [' 5!1 '], [{ id: 5, count: 1 }]],
    [
      'malformed entries',
      ['', '5', '!1', '5!', '5!-1', '-5!1', '0!1', '5!1.5', '5!!1', 'a!b', '5!1!2', '1e3!1'],
      [],
    ],
    ['non-string entries', [5, null, { id: 5 }, ['5!1']], []],
    ['an id beyond safe integers', ['9007199254740992!1'], []],
    [
      'a repeated id: the last write wins and moves to the end',
      ['5!0', '7!0', '5!2'],
      [
        { id: 7, count: 0 },
        { id: 5, count: 2 },
      ],
    ],
  ])('%s', (_case, raw, expected) => {
    expect(parseShareEntries(raw)).toEqual(expected);
  });

  it('keeps the 100 most recently written entries', () => {
    const raw = Array.from({ length: 105 }, (_, index) => `${index + 1}!1`);
    const entries = parseShareEntries(raw);
    expect(entries).toHaveLength(100);
    expect(entries[0]).toEqual({ id: 6, count: 1 });
    expect(entries.at(-1)).toEqual({ id: 105, count: 1 });
  });

  it('round-trips through its stored form', () => {
    const raw = ['5!0', '7!2', '11!13'];
    expect(serialiseShareEntries(parseShareEntries(raw))).toEqual(raw);
  });
});

describe('withShareCount', () => {
  const entries = parseShareEntries(['5!0', '7!1']);

  it('adds a new id at the end', () => {
    expect(withShareCount(entries, 9, 1)).toEqual([
      { id: 5, count: 0 },
      { id: 7, count: 1 },
      { id: 9, count: 1 },
    ]);
  });

  it('updates an id and moves it to the end as the latest write', () => {
    expect(withShareCount(entries, 5, 2)).toEqual([
      { id: 7, count: 1 },
      { id: 5, count: 2 },
    ]);
  });

  it('drops the oldest entry beyond the cap', () => {
    const full = parseShareEntries(Array.from({ length: 100 }, (_, index) => `${index + 1}!0`));
    const next = withShareCount(full, 500, 2);
    expect(next).toHaveLength(100);
    expect(next[0]?.id).toBe(2);
    expect(next.at(-1)).toEqual({ id: 500, count: 2 });
  });

  it.each([
    [0, 1],
    [-5, 1],
    [Number.NaN, 1],
    [5, -1],
    [5, 1.5],
    [5, Number.NaN],
  ])('ignores id %s with count %s', (id, count) => {
    expect(withShareCount(entries, id, count)).toBe(entries);
  });
});

describe('unlockCount', () => {
  const entries = parseShareEntries(['5!0', '7!3']);

  it.each([
    [7, 3],
    [5, 0],
    [9, 0],
  ])('of id %s is %s', (id, count) => {
    expect(unlockCount(entries, id)).toBe(count);
  });
});

describe('isLocked and shortBy', () => {
  it.each([
    [Number.NaN, true, 2],
    [-1, true, 2],
    [0, true, 2],
    [1, true, 1],
    [2, false, 0],
    [3, false, 0],
  ])('count %s: locked %s, short by %s', (count, locked, missing) => {
    expect(isLocked(count)).toBe(locked);
    expect(shortBy(count)).toBe(missing);
  });
});

describe('shareLockState', () => {
  it.each([
    [0, false, { locked: true, shortBy: 2, copied: false, canFavourite: false }],
    [1, true, { locked: true, shortBy: 1, copied: true, canFavourite: false }],
    [2, true, { locked: false, shortBy: 0, copied: true, canFavourite: true }],
  ])('count %s, copied %s', (count, copied, expected) => {
    expect(shareLockState(count, copied)).toEqual(expected);
  });
});
