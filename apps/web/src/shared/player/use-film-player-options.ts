import { dataSaverEffects } from '@video/domain';
import type { FlagStore, PlayerOptions, QualityStore, RateStore } from '@video/player';
import { useMemo } from 'react';
import { useDataSaver } from '../../core/data-saver';
import { usePlayerStores } from './use-player-stores';

/**
 * hls.js under 省流: the first fragment from the lowest rendition (its levels are sorted by bit
 * rate), and no switch up however fast the link measures, so the film stays there; a switch down
 * stays possible.
 */
const DATA_SAVER_HLS = Object.freeze({ startLevel: 0, abrBandWidthUpFactor: 0 });

/**
 * 清晰度 picked under 省流, by film, for this visit: it holds for that film (replays, a return to
 * it) without becoming what every film starts at.
 */
const qualityByFilm = new Map<string, number>();

function filmQualityStore(film: string): QualityStore {
  return {
    getQuality: () => qualityByFilm.get(film) ?? 0,
    setQuality: (height) => void qualityByFilm.set(film, height),
  };
}

/** What a film's `PlayerFrame` takes from the device and from 省流. */
export interface FilmPlayerOptions {
  /** Pass as `options`: resume positions, the 清晰度 store, hls.js's settings. */
  readonly options: PlayerOptions;
  /** Pass as `seekHintStore`. */
  readonly seekHint: FlagStore;
  /** Pass as `rateStore`. */
  readonly rate: RateStore;
  /** Pass as `qualityNote`: 省流 beside 清晰度 while it is on. */
  readonly qualityNote?: string;
}

/**
 * The player settings of film `film` (its resume key): the device's stores, and while 省流 is on
 * a start on the lowest rendition that stays there unless the visitor picks a 清晰度 for this
 * film, shown as 省流 beside 清晰度.
 */
export function useFilmPlayerOptions(film: string): FilmPlayerOptions {
  const { positions, seekHint, rate, quality } = usePlayerStores();
  const { startOnLowestRendition } = dataSaverEffects(useDataSaver());
  const options = useMemo<PlayerOptions>(
    () =>
      startOnLowestRendition
        ? { positions, qualityStore: filmQualityStore(film), hlsConfig: DATA_SAVER_HLS }
        : { positions, qualityStore: quality },
    [startOnLowestRendition, positions, quality, film],
  );
  return { options, seekHint, rate, qualityNote: startOnLowestRendition ? '省流' : undefined };
}
