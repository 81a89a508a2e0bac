import { adsApi, noticesApi } from '@video/api-client/react';
import type { FirstCalls } from '../../core/first-calls';
import { selectAdsEnabled } from '../../core/store/session-slice';

/** The notices strip and, with ads on, the exchange ads: the page's largest image. */
export const startMineCalls: FirstCalls = ({ dispatch, getState }) => {
  dispatch(noticesApi.util.prefetch('getNotices', { page: 1 }, {}));
  if (selectAdsEnabled(getState())) dispatch(adsApi.util.prefetch('getAds', 'USER', {}));
};
