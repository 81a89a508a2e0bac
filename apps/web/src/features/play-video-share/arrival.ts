import { paths } from '@video/domain';
import type { ArrivalPlan } from '../../core/arrival';
import { newestShareVideos, playInfoAds, videoDetails } from '../../shared/arrival-calls';

/**
 * The film's cover, the player's poster, leads: the share video's details (none for an address
 * without a readable id). Then the newest share videos under the player and, with ads on, its
 * PLAYINFO ad.
 */
export const playVideoShareArrival: ArrivalPlan = {
  lead: async (address, { calls }) => {
    const { id } = paths.playVideoShare.read(address);
    return id === null ? null : (await calls.get(videoDetails(id)))?.cover;
  },
  rest: (address, { calls, adsShown }) => {
    if (paths.playVideoShare.read(address).id === null) return;
    calls.send(newestShareVideos);
    if (adsShown) calls.send(playInfoAds);
  },
};
