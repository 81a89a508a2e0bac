import { addToHistory, removeFromHistory, visibleHistory, type HistoryEntry } from '../index';

const entry = (id: number, title = `t${id}`): HistoryEntry => ({ id, title, coverbase64: null });
const ids = (entries: readonly HistoryEntry[]) => entries.map((item) => item.id);

describe('addToHistory', () => {
  it.each([
    ['an empty history', [], 1, [1]],
    ['a new video at the front', [entry(2), entry(3)], 1, [1, 2, 3]],
    ['a watched video moved to the front', [entry(2), entry(1), entry(3)], 1, [1, 2, 3]],
    ['the latest video again', [entry(1), entry(2)], 1, [1, 2]],
  ])('adds to %s', (_case, entries, id, expected) => {
    expect(ids(addToHistory(entries, entry(id)))).toEqual(expected);
  });

  it('keeps the newest copy of a video', () => {
    expect(addToHistory([entry(1, 'old')], entry(1, 'new'))).toEqual([entry(1, 'new')]);
  });

  it('keeps at most 100 entries, dropping the oldest', () => {
    const full = Array.from({ length: 100 }, (_, index) => entry(index + 1));
    const next = addToHistory(full, entry(500));
    expect(next).toHaveLength(100);
    expect(next[0]?.id).toBe(500);
    expect(ids(next)).not.toContain(100);
  });
});

describe('removeFromHistory', () => {
  it.each([
    [[1, 2, 3], 2, [1, 3]],
    [[1, 2], 9, [1, 2]],
    [[], 1, []],
  ])('removes from %j the id %s', (before, id, after) => {
    expect(
      ids(
        removeFromHistory(
          before.map((n) => entry(n)),
          id,
        ),
      ),
    ).toEqual(after);
  });
});

describe('visibleHistory', () => {
  it.each([
    [0, 0],
    [29, 29],
    [30, 30],
    [31, 30],
    [100, 30],
  ])('of %s entries shows %s', (count, shown) => {
    const entries = Array.from({ length: count }, (_, index) => entry(index + 1));
    const visible = visibleHistory(entries);
    expect(visible).toHaveLength(shown);
    expect(visible[0]).toBe(entries[0]);
  });
});
