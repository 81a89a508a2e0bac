import { adsApi, videosApi } from '@video/api-client/react';
import { parseVideoId } from '@video/domain';
import type { FirstCalls } from '../../core/first-calls';
import { selectAdsEnabled } from '../../core/store/session-slice';

/** The video's details and, with ads on, the pre-roll ads, asked for while the app starts. */
export const startPlayVideoCalls: FirstCalls = ({ dispatch, getState }, search) => {
  const id = parseVideoId(new URLSearchParams(search).get('id'));
  if (id === null) return;
  dispatch(videosApi.util.prefetch('getVideo', id, {}));
  if (selectAdsEnabled(getState())) dispatch(adsApi.util.prefetch('getAds', 'PLAYBEFORE', {}));
};
