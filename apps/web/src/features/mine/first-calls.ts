import type { FirstCallPlan } from '../../core/first-calls';

/** With ads on, the first exchange ad's image leads. Then the notices strip. */
export const mineFirstCalls: FirstCallPlan = {
  lead: async (_search, { calls, adsShown }) =>
    adsShown ? (await calls.get('getAds', 'USER'))?.[0]?.image : null,
  rest: (_search, { calls }) => {
    calls.send('getNotices', { page: 1 });
  },
};
