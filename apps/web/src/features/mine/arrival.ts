import { arrivalCall } from '@video/api-client';
import type { ArrivalPlan } from '../../core/arrival';
import { notices } from '../../shared/arrival-calls';

/** The exchange ads' tiles (with ads on). */
export const exchangeAds = arrivalCall('getAds', 'USER');

/** With ads on, the first exchange ad's image leads. Then the notices strip. */
export const mineArrival: ArrivalPlan = {
  lead: async (_address, { calls, adsShown }) =>
    adsShown ? (await calls.get(exchangeAds))?.[0]?.image : null,
  rest: (_address, { calls }) => {
    calls.send(notices);
  },
};
