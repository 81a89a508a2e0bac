import { arrivalCall } from '@video/api-client';
import { paths, SHORT_VIDEO_TYPE, visibleVideos } from '@video/domain';
import type { ArrivalPlan } from '../../core/arrival';
import { videoDetails } from '../../shared/arrival-calls';

/** The feed's first page: the newest short videos, paged on as the visitor swipes. */
export const feedFirstPage = arrivalCall('getVideos', {
  typeId: SHORT_VIDEO_TYPE,
  orderby: 'new',
  page: 1,
});

/** The feed's ads (with ads on): one after every 4th clip. */
export const feedAds = arrivalCall('getAds', 'SHORT_VIDEO');

/**
 * The cover of the clip the feed opens at leads: a shared clip's own (the feed opens at it,
 * wherever it is in the list), else the first clip of the newest. The first page goes beside a
 * shared clip's details, which it falls back on for an unknown one. Then, with ads on, the
 * feed's ads.
 */
export const shortVideoArrival: ArrivalPlan = {
  lead: async (address, { calls }) => {
    const { id } = paths.shortVideo.read(address);
    const firstPage = calls.get(feedFirstPage);
    const shared = id === null ? undefined : await calls.get(videoDetails(id));
    if (shared) return shared.cover;
    const page = await firstPage;
    return page ? visibleVideos(page.items)[0]?.cover : undefined;
  },
  rest: (_address, { calls, adsShown }) => {
    if (adsShown) calls.send(feedAds);
  },
};
