import { createRandom, seedFromText } from './random';

const draw = (seed: number, count: number) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('createRandom', () => {
  it.each([0, 1, 2 ** 32 - 1])('repeats its sequence for seed %i', (seed) => {
    expect(draw(seed, 50)).toEqual(draw(seed, 50));
  });

  it('differs between seeds and stays in [0, 1)', () => {
    const values = draw(7, 1000);
    expect(values).not.toEqual(draw(8, 1000));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it.each([
    [3, 3],
    [0, 1],
    [-5, 5],
  ])('int(%i, %i) covers both bounds and nothing outside', (min, max) => {
    const random = createRandom(42);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(min, max)));
    expect(Math.min(...seen)).toBe(min);
    expect(Math.max(...seen)).toBe(max);
  });

  it('shuffles a copy with the same elements', () => {
    const items = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8]);
    const shuffled = createRandom(5).shuffle(items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort()).toEqual([...items]);
  });
});

describe('seedFromText', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
  ])('hashes %j with FNV-1a', (text, hash) => {
    expect(seedFromText(text)).toBe(hash);
  });
});
