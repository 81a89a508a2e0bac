import type { Page, Video } from '@video/domain';
import type { DecodedRequest, PageArgs } from '../api-request';
import { decodeVideoPage } from '../schemas/decoders';

/** `GET /api/videomaylike?page`: 'you may like' under the player. */
export const mayLikeRequest = ({ page }: PageArgs): DecodedRequest<Page<Video>, 'own'> => ({
  api: 'own',
  url: '/api/videomaylike',
  params: { page },
  decode: decodeVideoPage,
});
