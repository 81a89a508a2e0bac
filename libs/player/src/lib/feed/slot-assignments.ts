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
