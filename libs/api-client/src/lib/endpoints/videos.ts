import type { Page, SortOrder, Video } from '@video/domain';
import { ownApi } from '../own-api';
import { decodeVideo, decodeVideoPage } from '../schemas/decoders';

/** A page of one category's videos; type 0 is all, 59 short videos, 60 share videos. */
export interface VideoListArgs {
  readonly typeId: number;
  readonly orderby: SortOrder;
  readonly page: number;
}

/** A page of the videos carrying one tag. */
export interface TagVideosArgs {
  readonly tagId: number;
  readonly page: number;
}

/** Video lists and details of the own API. */
export const videosApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/videosort/{type}?orderby&page`. */
    getVideos: build.query<Page<Video>, VideoListArgs>({
      query: ({ typeId, orderby, page }) => ({
        url: `/api/videosort/${typeId}`,
        params: { orderby, page },
        decode: decodeVideoPage,
      }),
    }),
    /** `GET /api/videoplay/{id}?uuid=1`: one video for the player; an unknown id fails. */
    getVideo: build.query<Video, number>({
      query: (id) => ({ url: `/api/videoplay/${id}`, params: { uuid: 1 }, decode: decodeVideo }),
    }),
    /** `GET /api/videotopic/{tagId}?page`. */
    getVideosByTag: build.query<Page<Video>, TagVideosArgs>({
      query: ({ tagId, page }) => ({
        url: `/api/videotopic/${tagId}`,
        params: { page },
        decode: decodeVideoPage,
      }),
    }),
    /** `GET /api/videomaylike?page`: 'you may like' under the player. */
    getMayLike: build.query<Page<Video>, { readonly page: number }>({
      query: ({ page }) => ({
        url: '/api/videomaylike',
        params: { page },
        decode: decodeVideoPage,
      }),
    }),
  }),
});

export const { useGetVideosQuery, useGetVideoQuery } = videosApi;
