import { useMemo } from 'react';
import { type AdSlot, useGetAdsQuery } from '@video/api-client/react';
import { type Ad, pickRandom } from '@video/domain';
import { useServices } from '../../core/services';

/** One ad of a slot, picked at random; `settled` once there is an answer (or ads are off). */
export interface RandomAd {
  readonly ad: Ad | undefined;
  readonly settled: boolean;
}

/** An ad of `slot` picked with the app's random source; nothing is fetched while `enabled` is off. */
export function useRandomAd(slot: AdSlot, enabled: boolean): RandomAd {
  const { random } = useServices();
  const { data: ads, isLoading } = useGetAdsQuery(slot, { skip: !enabled });
  // Picked once per reply, so that a re-render does not swap the ad.
  const ad = useMemo(() => (ads ? pickRandom(ads, random) : undefined), [ads, random]);
  return { ad, settled: !enabled || !isLoading };
}
