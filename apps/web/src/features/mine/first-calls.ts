import { adsApi, noticesApi } from '@video/api-client/react';
import type { FirstCalls } from '../../core/first-calls';
import { selectAdsEnabled } from '../../core/store/session-slice';

/**
 * The notices strip and, with ads on, the exchange ads and the first one's image: the page's
 * largest paint, decrypted by the time the screen renders.
 */
export const startMineCalls: FirstCalls = ({ dispatch, getState }, _search, services) => {
  dispatch(noticesApi.util.prefetch('getNotices', { page: 1 }, {}));
  if (!selectAdsEnabled(getState())) return;
  services.startLeadImage(
    dispatch(adsApi.endpoints.getAds.initiate('USER', { subscribe: false })).then(
      ({ data }) => data?.[0]?.image,
    ),
  );
};
