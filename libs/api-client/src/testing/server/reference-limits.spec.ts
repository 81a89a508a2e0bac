import { byteSize, DEFAULT_LIMITS, pushCapped, ShareVisits } from './reference-limits';

describe('pushCapped', () => {
  it('keeps at most `cap` entries, the oldest dropped', () => {
    const list = [1, 2];
    pushCapped(list, 3, 2);
    expect(list).toEqual([2, 3]);
  });

  it('keeps a list within a byte budget, the newest always kept', () => {
    const list: string[] = [];
    for (const n of [1, 2, 3, 4]) pushCapped(list, `${n}`.repeat(40), 100, 100);
    expect(list).toEqual(['3'.repeat(40), '4'.repeat(40)]);
    expect(list.reduce((sum, item) => sum + byteSize(item), 0)).toBeLessThanOrEqual(100);
    pushCapped(list, 'x'.repeat(500), 100, 100);
    expect(list).toEqual(['x'.repeat(500)]);
  });

  it('weighs a list again after it was emptied elsewhere', () => {
    const list: string[] = [];
    pushCapped(list, 'a'.repeat(60), 100, 100);
    list.length = 0;
    pushCapped(list, 'b'.repeat(60), 100, 100);
    expect(list).toEqual(['b'.repeat(60)]);
  });

  it('weighs by UTF-8 bytes of the JSON', () => {
    expect(byteSize('视频')).toBe(8);
    expect(byteSize({ a: 1 })).toBe(7);
  });
});

describe('ShareVisits', () => {
  it('keeps the counted visitors of every video within a byte budget', () => {
    const visits = new ShareVisits({ ...DEFAULT_LIMITS, shareVisitBytes: 1_000 });
    for (let n = 0; n < 500; n += 1) visits.add(n % 5, `10.0.${Math.floor(n / 250)}.${n % 250}`);
    expect(visits.weight).toBeLessThanOrEqual(1_000);
    expect(visits.count(4)).toBeGreaterThan(0);
  });
});
