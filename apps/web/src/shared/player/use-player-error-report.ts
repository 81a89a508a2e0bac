import type { PlayerError } from '@video/player';
import { useCallback } from 'react';
import { useServices } from '../../core/services';

/**
 * Reports a player that gave up on its film or clip to the operator (the visitor sees the
 * player's own message): pass as `onError` of `PlayerFrame`, or call with a slot's error.
 */
export function usePlayerErrorReport(): (error: PlayerError) => void {
  const { reportError } = useServices();
  return useCallback(
    (error: PlayerError) =>
      reportError({ kind: 'player', name: error.kind, message: error.message }),
    [reportError],
  );
}
