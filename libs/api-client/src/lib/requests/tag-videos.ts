import type { Page, Video } from '@video/domain';
import type { DecodedRequest } from '../api-request';
import { decodeVideoPage } from '../schemas/decoders';

/** A page of the videos carrying one tag. */
export interface TagVideosArgs {
  readonly tagId: number;
  readonly page: number;
}

/** `GET /api/videotopic/{tagId}?page`: a page of the videos carrying one tag. */
export const tagVideosRequest = ({
  tagId,
  page,
}: TagVideosArgs): DecodedRequest<Page<Video>, 'own'> => ({
  api: 'own',
  url: `/api/videotopic/${tagId}`,
  params: { page },
  decode: decodeVideoPage,
});
