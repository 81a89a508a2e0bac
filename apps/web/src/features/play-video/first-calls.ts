import { parseVideoId } from '@video/domain';
import type { FirstCallPlan } from '../../core/first-calls';

const videoId = (search: string) => parseVideoId(new URLSearchParams(search).get('id'));

/**
 * The video's cover, the player's poster, leads: the video's details (none for an address
 * without a readable id). Then, with ads on, the pre-roll ads.
 */
export const playVideoFirstCalls: FirstCallPlan = {
  lead: async (search, { calls }) => {
    const id = videoId(search);
    return id === null ? null : (await calls.get('getVideo', id))?.cover;
  },
  rest: (search, { calls, adsShown }) => {
    if (adsShown && videoId(search) !== null) calls.send('getAds', 'PLAYBEFORE');
  },
};
