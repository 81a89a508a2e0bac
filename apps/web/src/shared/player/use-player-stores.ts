import type { FlagStore, PositionStore } from '@video/player';
import { useMemo } from 'react';
import { useServices } from '../../core/services';
import { createPositionStore, createSeekHintStore } from './player-stores';

/** The device-side memory of the players. */
export interface PlayerStores {
  /** Resume positions by video (`resumeKey`): pass as `options.positions` of `PlayerFrame`. */
  readonly positions: PositionStore;
  /** The seek hint was shown: pass as `seekHintStore` of `PlayerFrame`. */
  readonly seekHint: FlagStore;
}

/** {@link PlayerStores} over the app's storage; the same objects on every render. */
export function usePlayerStores(): PlayerStores {
  const { storage } = useServices();
  return useMemo(
    () => ({ positions: createPositionStore(storage), seekHint: createSeekHintStore(storage) }),
    [storage],
  );
}
