import { pickRandom, randomIndex, shuffle } from '../index';

/** A source that replays `draws` in a loop. */
const replay = (...draws: number[]) => {
  let call = 0;
  return () => draws[call++ % draws.length] ?? 0;
};

describe('randomIndex', () => {
  it.each([
    [0, 0],
    [0.5, 2],
    [0.999, 4],
    [1, 4],
    [-0.5, 0],
    [Number.NaN, 0],
  ])('draw %s of 5 → %s', (draw, index) => {
    expect(randomIndex(() => draw, 5)).toBe(index);
  });
});

describe('shuffle', () => {
  it.each([
    ['nothing', [], () => 0, []],
    ['one item', ['a'], () => 0, ['a']],
    ['always the lowest draw', ['a', 'b', 'c', 'd'], () => 0, ['b', 'c', 'd', 'a']],
    ['always the highest draw', ['a', 'b', 'c', 'd'], () => 0.999, ['a', 'b', 'c', 'd']],
  ])('shuffles %s', (_case, items, random, expected) => {
    expect(shuffle(items, random)).toEqual(expected);
  });

  it('does not touch its input', () => {
    const items = ['a', 'b', 'c'] as const;
    shuffle(items, () => 0);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('reaches every order of three items, each as often for a uniform source', () => {
    const counts = new Map<string, number>();
    const picks = [0, 1 / 3, 2 / 3].map((low) => low + 0.01);
    for (const first of picks) {
      for (const second of [0.01, 0.51]) {
        const order = shuffle(['a', 'b', 'c'], replay(first, second)).join('');
        counts.set(order, (counts.get(order) ?? 0) + 1);
      }
    }
    expect([...counts.keys()].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
    expect([...counts.values()]).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

describe('pickRandom', () => {
  it.each([
    [[], 0.5, undefined],
    [['a'], 0.9, 'a'],
    [['a', 'b', 'c'], 0.5, 'b'],
  ])('picks from %j with draw %s', (items, draw, expected) => {
    expect(pickRandom(items, () => draw)).toBe(expected);
  });
});
