import { useSyncExternalStore } from 'react';
import { initialPlayerState } from '../core/player-state';
import type { Player, PlayerState } from '../core/player-types';

const subscribeToNothing = () => () => undefined;
const idleState = () => initialPlayerState;

/** The state of `player`, re-rendering on every change; the idle state while there is none. */
export function usePlayerState(player: Player | null): PlayerState {
  const subscribe = player ? player.subscribe : subscribeToNothing;
  const getState = player ? player.getState : idleState;
  return useSyncExternalStore(subscribe, getState, getState);
}
