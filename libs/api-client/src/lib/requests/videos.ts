import type { Page, SortOrder, Video } from '@video/domain';
import type { DecodedRequest } from '../api-request';
import { decodeVideo, decodeVideoPage } from '../schemas/decoders';

/*
 * The first screens' calls of the videos (see `arrival-requests.ts`); the other lists of videos are in
 * modules of their own (`tag-videos.ts`, `may-like.ts`).
 */

/** A page of one category's videos; type 0 is all, 59 short videos, 60 share videos. */
export interface VideoListArgs {
  readonly typeId: number;
  readonly orderby: SortOrder;
  readonly page: number;
}

/** `GET /api/videosort/{type}?orderby&page`: a page of one category's videos. */
export const videoListRequest = ({
  typeId,
  orderby,
  page,
}: VideoListArgs): DecodedRequest<Page<Video>, 'own'> => ({
  api: 'own',
  url: `/api/videosort/${typeId}`,
  params: { orderby, page },
  decode: decodeVideoPage,
});

/** `GET /api/videoplay/{id}?uuid=1`: one video for the player; an unknown id fails. */
export const videoRequest = (id: number): DecodedRequest<Video, 'own'> => ({
  api: 'own',
  url: `/api/videoplay/${id}`,
  params: { uuid: 1 },
  decode: decodeVideo,
});
