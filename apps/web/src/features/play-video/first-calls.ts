import { adsApi, videosApi } from '@video/api-client/react';
import { parseVideoId } from '@video/domain';
import type { FirstCalls } from '../../core/first-calls';
import { selectAdsEnabled } from '../../core/store/session-slice';

/**
 * The video's details, then its cover (the player's poster, the page's largest paint) and, with
 * ads on, the pre-roll ads, asked for while the app starts.
 */
export const startPlayVideoCalls: FirstCalls = ({ dispatch, getState }, search, services) => {
  const id = parseVideoId(new URLSearchParams(search).get('id'));
  if (id === null) return;
  services.startLeadImage(
    dispatch(videosApi.endpoints.getVideo.initiate(id, { subscribe: false })).then(
      ({ data }) => data?.cover,
    ),
  );
  if (selectAdsEnabled(getState())) dispatch(adsApi.util.prefetch('getAds', 'PLAYBEFORE', {}));
};
