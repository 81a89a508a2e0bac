import type { Page, Video } from '@video/domain';
import type { PageArgs } from '../api-request';
import { ownApi } from '../own-api';
import { mayLikeRequest } from '../requests/may-like';
import { type TagVideosArgs, tagVideosRequest } from '../requests/tag-videos';
import { type VideoListArgs, videoListRequest, videoRequest } from '../requests/videos';

export type { TagVideosArgs } from '../requests/tag-videos';
export type { VideoListArgs } from '../requests/videos';

/** Video lists and details of the own API (the requests: `requests/videos.ts`, `tag-videos.ts`, `may-like.ts`). */
export const videosApi = ownApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of one category's videos. */
    getVideos: build.query<Page<Video>, VideoListArgs>({ query: videoListRequest }),
    /** One video for the player; an unknown id fails. */
    getVideo: build.query<Video, number>({ query: videoRequest }),
    /** A page of the videos carrying one tag. */
    getVideosByTag: build.query<Page<Video>, TagVideosArgs>({ query: tagVideosRequest }),
    /** A page of 'you may like' under the player. */
    getMayLike: build.query<Page<Video>, PageArgs>({ query: mayLikeRequest }),
  }),
});

export const { useGetVideosQuery, useGetVideoQuery } = videosApi;
