/** One recycled player slot of the short-video feed. */
export interface FeedSlot {
  /** Stable slot number: the React key of its persistent `<video>`. */
  readonly slot: number;
  /** The feed index it holds; null before the first item. */
  readonly index: number | null;
  /** Position relative to the active item: -1 previous, 0 current, 1 next. */
  readonly offset: number | null;
  /** Only the active slot plays; the others are loaded and paused. */
  readonly active: boolean;
}

/** Maps feed indexes to a fixed set of slots. */
export interface SlotPool {
  readonly size: number;
  /** Makes `index` active; returns the new slots. A non-index (negative, fractional) changes nothing. */
  setIndex(index: number): readonly FeedSlot[];
  getSlots(): readonly FeedSlot[];
}

/**
 * The slots around `activeIndex`: the window of `size` indexes (for 3: previous, current, next),
 * each index in slot `index mod size`. Moving one step keeps two slots' sources and recycles
 * only the slot that fell out of the window, so at most one source loads per swipe.
 */
export function slotAssignments(activeIndex: number, size: number): readonly FeedSlot[] {
  const first = activeIndex - Math.floor((size - 1) / 2);
  const slots: FeedSlot[] = [];
  for (let index = first; index < first + size; index++) {
    const held = index >= 0 ? index : null;
    slots.push({
      slot: ((index % size) + size) % size,
      index: held,
      offset: held === null ? null : index - activeIndex,
      active: index === activeIndex,
    });
  }
  return slots.sort((a, b) => a.slot - b.slot);
}

/**
 * A pool of `size` slots (3 for the feed: at most 3 `<video>` elements and 3 hls.js instances
 * however far the user swipes). Starts at index 0.
 */
export function createSlotPool(size = 3): SlotPool {
  if (!Number.isSafeInteger(size) || size < 1) throw new RangeError(`slot pool size ${size}`);
  let activeIndex = 0;
  let slots = slotAssignments(activeIndex, size);
  return {
    size,
    setIndex(index) {
      if (Number.isSafeInteger(index) && index >= 0 && index !== activeIndex) {
        activeIndex = index;
        slots = slotAssignments(index, size);
      }
      return slots;
    },
    getSlots: () => slots,
  };
}
