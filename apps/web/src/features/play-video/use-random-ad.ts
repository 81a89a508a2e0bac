import { useMemo } from 'react';
import type { ArrivalCall } from '@video/api-client';
import { useArrivalQuery } from '@video/api-client/react';
import { type Ad, pickRandom } from '@video/domain';
import { useServices } from '../../core/services';

/** One ad of a slot, picked at random; `settled` once there is an answer (or ads are off). */
export interface RandomAd {
  readonly ad: Ad | undefined;
  readonly settled: boolean;
}

/** An ad of the slot `ads` asks for, picked with the app's random source; nothing is fetched while `enabled` is off. */
export function useRandomAd(ads: ArrivalCall<'getAds'>, enabled: boolean): RandomAd {
  const { random } = useServices();
  const { data: slotAds, isLoading } = useArrivalQuery(ads, { skip: !enabled });
  // Picked once per reply, so that a re-render does not swap the ad.
  const ad = useMemo(() => (slotAds ? pickRandom(slotAds, random) : undefined), [slotAds, random]);
  return { ad, settled: !enabled || !isLoading };
}
