import { createLruCache } from './lru-cache';

function cacheOf(maxEntries: number) {
  const evicted: string[] = [];
  const cache = createLruCache<string, string>(maxEntries, (value, key) =>
    evicted.push(`${key}=${value}`),
  );
  return { cache, evicted };
}

describe('createLruCache', () => {
  it('keeps up to maxEntries and evicts the least recently set', () => {
    const { cache, evicted } = cacheOf(2);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect(evicted).toEqual(['a=1']);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([
      undefined,
      '2',
      '3',
      2,
    ]);
  });

  it('counts a read as a use', () => {
    const { cache, evicted } = cacheOf(2);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.get('a');
    cache.set('c', '3');
    expect(evicted).toEqual(['b=2']);
  });

  it('evicts a replaced value but not a value set again', () => {
    const { cache, evicted } = cacheOf(2);
    cache.set('a', '1');
    cache.set('a', '1');
    cache.set('a', '2');
    expect(evicted).toEqual(['a=1']);
    expect(cache.get('a')).toBe('2');
  });

  it('clears everything, reporting each entry', () => {
    const { cache, evicted } = cacheOf(5);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.clear();
    expect(evicted).toEqual(['a=1', 'b=2']);
    expect(cache.size).toBe(0);
  });
});
