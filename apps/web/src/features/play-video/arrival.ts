import { arrivalCall } from '@video/api-client';
import { paths } from '@video/domain';
import type { ArrivalPlan } from '../../core/arrival';
import { videoDetails } from '../../shared/arrival-calls';

/** The pre-roll ads (with ads on): one is picked at random before the film. */
export const prerollAds = arrivalCall('getAds', 'PLAYBEFORE');

/**
 * The video's cover, the player's poster, leads: the video's details (none for an address
 * without a readable id). Then, with ads on, the pre-roll ads.
 */
export const playVideoArrival: ArrivalPlan = {
  lead: async (address, { calls }) => {
    const { id } = paths.playVideo.read(address);
    return id === null ? null : (await calls.get(videoDetails(id)))?.cover;
  },
  rest: (address, { calls, adsShown }) => {
    if (adsShown && paths.playVideo.read(address).id !== null) calls.send(prerollAds);
  },
};
