import type { VideoListArgs } from '@video/api-client';
import { SHARE_VIDEO_TYPE } from '@video/domain';

/**
 * The newest share videos' first page: home's final 分享解锁 block and the list under the share
 * player. One query, so that either screen finds the other's reply in the cache.
 */
export const NEWEST_SHARE_VIDEOS: VideoListArgs = {
  typeId: SHARE_VIDEO_TYPE,
  orderby: 'new',
  page: 1,
};
