import { paths } from '@video/domain';
import type { FirstCallPlan } from '../../core/first-calls';
import { NEWEST_SHARE_VIDEOS } from '../../shared/newest-share-videos';

/**
 * The film's cover, the player's poster, leads: the share video's details (none for an address
 * without a readable id). Then the newest share videos under the player and, with ads on, its
 * PLAYINFO ad.
 */
export const playVideoShareFirstCalls: FirstCallPlan = {
  lead: async (address, { calls }) => {
    const { id } = paths.playVideoShare.read(address);
    return id === null ? null : (await calls.get('getVideo', id))?.cover;
  },
  rest: (address, { calls, adsShown }) => {
    if (paths.playVideoShare.read(address).id === null) return;
    calls.send('getVideos', NEWEST_SHARE_VIDEOS);
    if (adsShown) calls.send('getAds', 'PLAYINFO');
  },
};
