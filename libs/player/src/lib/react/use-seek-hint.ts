import { SEEK_HINT_MS } from '@video/domain';
import { useEffect, useReducer } from 'react';
import type { FlagStore } from '../core/player-types';
import { initialSeekHintState, seekHintReducer } from '../touch/seek-hint';

/**
 * Whether the seek hint shows now: from the first start of playback, for `SEEK_HINT_MS`, once
 * per device (`store` remembers it; without a store, once per mount).
 */
export function useSeekHint(store: FlagStore | undefined, started: boolean): boolean {
  const [state, dispatch] = useReducer(
    seekHintReducer,
    store?.getFlag() ?? false,
    initialSeekHintState,
  );

  useEffect(() => {
    if (started) dispatch('started');
  }, [started]);

  useEffect(() => {
    if (state !== 'showing') return;
    // Marked at once: leaving within the 5 s still counts as having seen it.
    store?.setFlag();
    const timer = setTimeout(() => dispatch('elapsed'), SEEK_HINT_MS);
    return () => clearTimeout(timer);
  }, [state, store]);

  return state === 'showing';
}
