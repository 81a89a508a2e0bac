import { useState } from 'react';
import type { Ad } from '@video/domain';
import { prerollAds } from '@video/routes';
import { useRandomAd } from './use-random-ad';

/**
 * Where the pre-roll is: `waiting` for the PLAYBEFORE ads, `showing` one, or `done` (closed, no
 * ad to show, or ads off), when the video may play.
 */
export type PrerollPhase = 'waiting' | 'showing' | 'done';

export interface Preroll {
  readonly phase: PrerollPhase;
  /** The ad to show while `showing`. */
  readonly ad: Ad | undefined;
  /** The visitor closed the ad after its countdown. */
  readonly close: () => void;
}

/** The pre-roll ad before the video: one PLAYBEFORE ad picked at random, when ads are on. */
export function usePreroll(adsEnabled: boolean): Preroll {
  const { ad, settled } = useRandomAd(prerollAds, adsEnabled);
  const [closed, setClosed] = useState(false);
  return {
    phase: prerollPhase(adsEnabled && !closed, settled, ad),
    ad,
    close: () => setClosed(true),
  };
}

function prerollPhase(pending: boolean, settled: boolean, ad: Ad | undefined): PrerollPhase {
  if (!pending) return 'done';
  if (!settled) return 'waiting';
  return ad ? 'showing' : 'done';
}
