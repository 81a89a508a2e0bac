import { useState } from 'react';
import {
  batchState,
  type BatchState,
  currentBatch,
  HOME_BLOCK_SIZE,
  nextBatch,
} from '@video/domain';
import { useTapGuard } from '@video/ui';
import { useServices } from '../../core/services';

export interface Batches<T> {
  /** The group of videos shown now. */
  readonly shown: readonly T[];
  /** Whether there is more than one group to change to. */
  readonly canChange: boolean;
  /**
   * 换一批: the next group; after the last one the videos are reshuffled. Under the tap rule: a
   * second tap within 1000 ms steps no further.
   */
  readonly change: () => void;
}

/** A home block's 'change batch' rotation over `items`; starts over when `items` changes. */
export function useBatches<T>(items: readonly T[]): Batches<T> {
  const { random } = useServices();
  const [rotation, setRotation] = useState(() => ({ items, batch: batchState(items) }));
  let current: { items: readonly T[]; batch: BatchState<T> } = rotation;
  // New videos (a refetch) restart the rotation in the same render.
  if (rotation.items !== items) {
    current = { items, batch: batchState(items) };
    setRotation(current);
  }
  const [change] = useTapGuard(() =>
    setRotation((state) => ({ ...state, batch: nextBatch(state.batch, random) })),
  );
  return {
    shown: currentBatch(current.batch),
    canChange: items.length > HOME_BLOCK_SIZE,
    change,
  };
}
