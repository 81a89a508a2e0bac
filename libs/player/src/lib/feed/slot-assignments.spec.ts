import { slotAssignments } from './slot-assignments';

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

  it('has exactly one active slot, the current index, wherever the feed is', () => {
    for (let step = 0; step < 100; step++) {
      const index = (step * 7) % 23;
      const slots = slotAssignments(index, 3);
      expect(slots).toHaveLength(3);
      expect(slots.filter((slot) => slot.active).map((slot) => slot.index)).toEqual([index]);
    }
  });

  it('works for a single slot', () => {
    expect(slotAssignments(7, 1)).toEqual([{ slot: 0, index: 7, offset: 0, active: true }]);
  });
});
