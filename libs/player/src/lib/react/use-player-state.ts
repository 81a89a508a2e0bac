import { useCallback, useSyncExternalStore } from 'react';
import { initialPlayerState } from '../core/player-state';
import type { Player, PlayerState } from '../core/player-types';

const subscribeToNothing = () => () => undefined;
const idleState = () => initialPlayerState;
const wholeState = (state: PlayerState) => state;

/** The state of `player`, re-rendering on every change; the idle state while there is none. */
export function usePlayerState(player: Player | null): PlayerState {
  return usePlayerSelector(player, wholeState);
}

/**
 * One value derived from the state of `player` (the idle state while there is none),
 * re-rendering only when that value changes (`Object.is`): a component showing the status
 * stays still while `currentTime` ticks four times a second. `select` must return a primitive
 * or a part of the state, never a new object; it may change between renders.
 */
export function usePlayerSelector<T>(player: Player | null, select: (state: PlayerState) => T): T {
  const subscribe = player ? player.subscribe : subscribeToNothing;
  const getState = player ? player.getState : idleState;
  const selected = useCallback(() => select(getState()), [select, getState]);
  return useSyncExternalStore(subscribe, selected, selected);
}

const fieldSelectors = new Map<keyof PlayerState, (state: PlayerState) => unknown>();

/**
 * One field of the state of `player`, re-rendering only when that field changes: the common case
 * of {@link usePlayerSelector}, with one selector per field shared by every component.
 */
export function usePlayerField<K extends keyof PlayerState>(
  player: Player | null,
  field: K,
): PlayerState[K] {
  let select = fieldSelectors.get(field);
  if (select === undefined) {
    select = (state: PlayerState) => state[field];
    fieldSelectors.set(field, select);
  }
  return usePlayerSelector(player, select as (state: PlayerState) => PlayerState[K]);
}
