import {
  adsApi,
  categoriesApi,
  homeApi,
  videosApi,
  type VideoListArgs,
} from '@video/api-client/react';
import { SHARE_VIDEO_TYPE } from '@video/domain';
import type { FirstCalls } from '../../core/first-calls';
import { selectAdsEnabled } from '../../core/store/session-slice';

/** The newest share videos, for the final 分享解锁 block. */
export const SHARE_BLOCK_QUERY: VideoListArgs = {
  typeId: SHARE_VIDEO_TYPE,
  orderby: 'new',
  page: 1,
};

/** The home's calls that need nothing but the address: tags, categories and the feed's blocks. */
export const startHomeCalls: FirstCalls = ({ dispatch, getState }) => {
  if (selectAdsEnabled(getState())) dispatch(adsApi.util.prefetch('getBannerTags', undefined, {}));
  dispatch(categoriesApi.util.prefetch('getCategories', undefined, {}));
  dispatch(homeApi.util.prefetch('getRecommended', undefined, {}));
  dispatch(homeApi.util.prefetch('getHomeBlocks', undefined, {}));
  dispatch(videosApi.util.prefetch('getVideos', SHARE_BLOCK_QUERY, {}));
};
