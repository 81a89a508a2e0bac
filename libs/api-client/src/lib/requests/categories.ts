import type { Category } from '@video/domain';
import type { DecodedRequest } from '../api-request';
import { decodeCategoryList } from '../schemas/decoders';

/** `GET /api/videosort`: every category, without videos. */
export const categoriesRequest = (): DecodedRequest<readonly Category[], 'own'> => ({
  api: 'own',
  url: '/api/videosort',
  decode: decodeCategoryList,
});
