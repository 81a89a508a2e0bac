import { decodeShareId } from '@video/domain';
import type { FirstCallPlan } from '../../core/first-calls';
import { NEWEST_SHARE_VIDEOS } from '../../shared/newest-share-videos';

const shareId = (search: string) => decodeShareId(new URLSearchParams(search).get('id'));

/**
 * The film's cover, the player's poster, leads: the share video's details (none for an address
 * without a readable id). Then the newest share videos under the player and, with ads on, its
 * PLAYINFO ad.
 */
export const playVideoShareFirstCalls: FirstCallPlan = {
  lead: async (search, { calls }) => {
    const id = shareId(search);
    return id === null ? null : (await calls.get('getVideo', id))?.cover;
  },
  rest: (search, { calls, adsShown }) => {
    if (shareId(search) === null) return;
    calls.send('getVideos', NEWEST_SHARE_VIDEOS);
    if (adsShown) calls.send('getAds', 'PLAYINFO');
  },
};
