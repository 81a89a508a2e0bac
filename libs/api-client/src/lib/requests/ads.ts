import type { Ad, Tag } from '@video/domain';
import type { DecodedRequest } from '../api-request';
import { decodeAdList, decodeTagList } from '../schemas/decoders';

/**
 * Where ads show: the Mine screen, under the player, before playback (pre-roll), in the
 * short-video feed, and the pop-up (`EXPLODE`).
 */
export type AdSlot = 'USER' | 'PLAYINFO' | 'PLAYBEFORE' | 'SHORT_VIDEO' | 'EXPLODE';

/** `EXPLODE` takes a fixed second segment. */
const SLOT_PATHS: Readonly<Record<AdSlot, string>> = {
  USER: 'USER',
  PLAYINFO: 'PLAYINFO',
  PLAYBEFORE: 'PLAYBEFORE',
  SHORT_VIDEO: 'SHORT_VIDEO',
  EXPLODE: 'EXPLODE/0',
};

/** `GET /api/adinfo/{slot}`: the ads of one slot. */
export const adsRequest = (slot: AdSlot): DecodedRequest<readonly Ad[], 'own'> => ({
  api: 'own',
  url: `/api/adinfo/${SLOT_PATHS[slot]}`,
  decode: decodeAdList,
});

/** `GET /api/adinfo/BANNER/{bannerType}`: the home banners of one banner tag (0: of every tag). */
export const bannerAdsRequest = (
  bannerType: number | string,
): DecodedRequest<readonly Ad[], 'own'> => ({
  api: 'own',
  url: `/api/adinfo/BANNER/${encodeURIComponent(bannerType)}`,
  decode: decodeAdList,
});

/** `GET /api/adsort`: the banner tags. */
export const bannerTagsRequest = (): DecodedRequest<readonly Tag[], 'own'> => ({
  api: 'own',
  url: '/api/adsort',
  decode: decodeTagList,
});
