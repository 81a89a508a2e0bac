import type { Page, Video } from '@video/domain';
import { ownApi } from '../own-api';
import { decodeVideoPage } from '../schemas/decoders';
import { type VideoListArgs, videoListRequest, videoRequest } from '../requests';

export type { VideoListArgs } from '../requests';

/** A page of the videos carrying one tag. */
export interface TagVideosArgs {
  readonly tagId: number;
  readonly page: number;
}

/** Video lists and details of the own API. */
export const videosApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/videosort/{type}?orderby&page`. */
    getVideos: build.query<Page<Video>, VideoListArgs>({ query: videoListRequest }),
    /** `GET /api/videoplay/{id}?uuid=1`: one video for the player; an unknown id fails. */
    getVideo: build.query<Video, number>({ query: videoRequest }),
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
