import { useEffect, useEffectEvent, useReducer } from 'react';
import {
  initialSeekTapState,
  SEEK_TAP_IDLE_MS,
  type SeekSide,
  seekTapHint,
  seekTapReducer,
} from '../touch/seek-taps';

/** Taps in a row on the player's sides: a running hint, one seek once they stop. */
export interface SeekTaps {
  /** '-20s' / '+10s' while taps add up; null otherwise. */
  readonly hint: string | null;
  tap(side: SeekSide): void;
}

/** Adds taps up and calls `onCommit(offset)` after {@link SEEK_TAP_IDLE_MS} without another. */
export function useSeekTaps(
  onCommit: (offset: number) => void,
  idleMs = SEEK_TAP_IDLE_MS,
): SeekTaps {
  const [state, dispatch] = useReducer(seekTapReducer, initialSeekTapState);
  const commit = useEffectEvent((offset: number) => onCommit(offset));

  useEffect(() => {
    if (state.taps === 0) return;
    const timer = setTimeout(() => {
      dispatch({ type: 'commit' });
      if (state.offset !== 0) commit(state.offset);
    }, idleMs);
    return () => clearTimeout(timer);
  }, [state, idleMs]);

  return { hint: seekTapHint(state), tap: (side) => dispatch({ type: 'tap', side }) };
}
