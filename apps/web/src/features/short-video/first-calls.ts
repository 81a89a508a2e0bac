import { paths, SHORT_VIDEO_TYPE, visibleVideos } from '@video/domain';
import type { FirstCallPlan } from '../../core/first-calls';

/** The feed's first page, asked as the feed asks for it. */
const FIRST_PAGE = { typeId: SHORT_VIDEO_TYPE, orderby: 'new', page: 1 } as const;

/**
 * The cover of the clip the feed opens at leads: a shared clip's own (the feed opens at it,
 * wherever it is in the list), else the first clip of the newest. The first page goes beside a
 * shared clip's details, which it falls back on for an unknown one. Then, with ads on, the
 * feed's ads.
 */
export const shortVideoFirstCalls: FirstCallPlan = {
  lead: async (address, { calls }) => {
    const { id } = paths.shortVideo.read(address);
    const firstPage = calls.get('getVideos', FIRST_PAGE);
    const shared = id === null ? undefined : await calls.get('getVideo', id);
    if (shared) return shared.cover;
    const page = await firstPage;
    return page ? visibleVideos(page.items)[0]?.cover : undefined;
  },
  rest: (_address, { calls, adsShown }) => {
    if (adsShown) calls.send('getAds', 'SHORT_VIDEO');
  },
};
