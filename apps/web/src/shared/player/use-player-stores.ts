import type { FlagStore, PositionStore, QualityStore, RateStore } from '@video/player';
import { useMemo } from 'react';
import { useServices } from '../../core/services';
import {
  createPositionStore,
  createQualityStore,
  createRateStore,
  createSeekHintStore,
} from './player-stores';

/** The device-side memory of the players. */
export interface PlayerStores {
  /** Resume positions by video (`resumeKey`): pass as `options.positions` of `PlayerFrame`. */
  readonly positions: PositionStore;
  /** The seek hint was shown: pass as `seekHintStore` of `PlayerFrame`. */
  readonly seekHint: FlagStore;
  /** The speed chosen last: pass as `rateStore` of `PlayerFrame`. */
  readonly rate: RateStore;
  /** The 清晰度 chosen last: pass as `options.qualityStore` of `PlayerFrame`. */
  readonly quality: QualityStore;
}

/** {@link PlayerStores} over the app's storage; the same objects on every render. */
export function usePlayerStores(): PlayerStores {
  const { storage } = useServices();
  return useMemo(
    () => ({
      positions: createPositionStore(storage),
      seekHint: createSeekHintStore(storage),
      rate: createRateStore(storage),
      quality: createQualityStore(storage),
    }),
    [storage],
  );
}
