import { HOME_BLOCK_PAGES, HOME_BLOCK_SIZE } from './constants';
import { type RandomSource, shuffle } from './random';

/** A home block's 'change batch' rotation: the videos in their current order and the group shown. */
export interface BatchState<T> {
  readonly items: readonly T[];
  /** Index of the group of {@link HOME_BLOCK_SIZE} shown, from 0. */
  readonly page: number;
}

/** The rotation of a freshly loaded block: its videos in API order, first group shown. */
export function batchState<T>(items: readonly T[]): BatchState<T> {
  return { items, page: 0 };
}

/** The videos the block shows now. */
export function currentBatch<T>(state: BatchState<T>): readonly T[] {
  const start = state.page * HOME_BLOCK_SIZE;
  return state.items.slice(start, start + HOME_BLOCK_SIZE);
}

/**
 * 'Change batch': the next group of {@link HOME_BLOCK_SIZE}, for up to {@link HOME_BLOCK_PAGES}
 * groups (fewer if the videos run out); after the last, all videos are reshuffled with `random`
 * and the first group of the new order is shown.
 */
export function nextBatch<T>(state: BatchState<T>, random: RandomSource): BatchState<T> {
  const groups = Math.min(HOME_BLOCK_PAGES, Math.ceil(state.items.length / HOME_BLOCK_SIZE));
  return state.page + 1 < groups
    ? { items: state.items, page: state.page + 1 }
    : { items: shuffle(state.items, random), page: 0 };
}
