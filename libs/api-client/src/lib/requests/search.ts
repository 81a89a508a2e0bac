import type { HotSearchGroup, Page, Video } from '@video/domain';
import type { DecodedRequest } from '../api-request';
import { decodeHotSearchGroupList, decodeVideoPage } from '../schemas/decoders';

export interface SearchArgs {
  readonly keyword: string;
  readonly page: number;
}

/** `GET /api/videosort/0?serach&page` (the API's spelling): a page of the titles matching `keyword`. */
export const searchRequest = ({
  keyword,
  page,
}: SearchArgs): DecodedRequest<Page<Video>, 'own'> => ({
  api: 'own',
  url: '/api/videosort/0',
  params: { serach: keyword, page },
  decode: decodeVideoPage,
});

/** `GET /api/videoSearchHot`: groups of popular keywords. */
export const hotSearchesRequest = (): DecodedRequest<readonly HotSearchGroup[], 'own'> => ({
  api: 'own',
  url: '/api/videoSearchHot',
  decode: decodeHotSearchGroupList,
});
