import type { HomeBlock, Video } from '@video/domain';
import type { DecodedRequest } from '../api-request';
import { decodeHomeBlockList, decodeVideoList } from '../schemas/decoders';

/** `GET /api/videoindex`: category blocks with their videos and ad banners, in feed order. */
export const homeBlocksRequest = (): DecodedRequest<readonly HomeBlock[], 'own'> => ({
  api: 'own',
  url: '/api/videoindex',
  decode: decodeHomeBlockList,
});

/** `GET /api/videorecommand`: twelve videos, shown as three batches of four. */
export const recommendedRequest = (): DecodedRequest<readonly Video[], 'own'> => ({
  api: 'own',
  url: '/api/videorecommand',
  decode: decodeVideoList,
});
