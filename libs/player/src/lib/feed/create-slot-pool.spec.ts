import { createSlotPool, slotAssignments } from './create-slot-pool';

describe('slotAssignments', () => {
  it('leaves the slot before the first item empty', () => {
    expect(slotAssignments(0, 3)).toEqual([
      { slot: 0, index: 0, offset: 0, active: true },
      { slot: 1, index: 1, offset: 1, active: false },
      { slot: 2, index: null, offset: null, active: false },
    ]);
  });

  it('puts previous, current and next in slots index mod 3', () => {
    expect(slotAssignments(4, 3)).toEqual([
      { slot: 0, index: 3, offset: -1, active: false },
      { slot: 1, index: 4, offset: 0, active: true },
      { slot: 2, index: 5, offset: 1, active: false },
    ]);
  });

  it('keeps two slots and recycles one per step', () => {
    const before = slotAssignments(4, 3);
    const after = slotAssignments(5, 3);

    const kept = after.filter((slot, i) => slot.index === before[i]?.index);
    expect(kept.map((slot) => slot.slot)).toEqual([1, 2]);
    expect(after[0]).toEqual({ slot: 0, index: 6, offset: 1, active: false });
  });

  it('works for a single slot', () => {
    expect(slotAssignments(7, 1)).toEqual([{ slot: 0, index: 7, offset: 0, active: true }]);
  });
});

describe('createSlotPool', () => {
  it.each([0, -1, 2.5, Number.NaN])('refuses a size of %s', (size) => {
    expect(() => createSlotPool(size)).toThrow(RangeError);
  });

  it('starts at index 0 with 3 slots', () => {
    const pool = createSlotPool();

    expect(pool.size).toBe(3);
    expect(pool.getSlots().map((slot) => slot.index)).toEqual([0, 1, null]);
  });

  it.each([-1, 1.5, Number.NaN])('ignores index %s', (index) => {
    const pool = createSlotPool();
    const before = pool.getSlots();

    expect(pool.setIndex(index)).toBe(before);
  });

  it('returns the same slots for the same index', () => {
    const pool = createSlotPool();
    const first = pool.setIndex(3);

    expect(pool.setIndex(3)).toBe(first);
  });

  it('has exactly one active slot, the current index, after any swipe', () => {
    const pool = createSlotPool();

    for (let step = 0; step < 100; step++) {
      const index = (step * 7) % 23;
      const slots = pool.setIndex(index);
      expect(slots).toHaveLength(3);
      expect(slots.filter((slot) => slot.active).map((slot) => slot.index)).toEqual([index]);
    }
  });
});
