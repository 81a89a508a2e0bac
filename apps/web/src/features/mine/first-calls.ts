import type { FirstCallPlan } from '../../core/first-calls';

/** With ads on, the first exchange ad's image leads. Then the notices strip. */
export const mineFirstCalls: FirstCallPlan = {
  lead: async (_address, { calls, adsShown }) =>
    adsShown ? (await calls.get('getAds', 'USER'))?.[0]?.image : null,
  rest: (_address, { calls }) => {
    calls.send('getNotices', { page: 1 });
  },
};
