import { paths } from '@video/domain';
import type { FirstCallPlan } from '../../core/first-calls';

/**
 * The video's cover, the player's poster, leads: the video's details (none for an address
 * without a readable id). Then, with ads on, the pre-roll ads.
 */
export const playVideoFirstCalls: FirstCallPlan = {
  lead: async (address, { calls }) => {
    const { id } = paths.playVideo.read(address);
    return id === null ? null : (await calls.get('getVideo', id))?.cover;
  },
  rest: (address, { calls, adsShown }) => {
    if (adsShown && paths.playVideo.read(address).id !== null) calls.send('getAds', 'PLAYBEFORE');
  },
};
