import type { Favourite, Video } from '@video/domain';

/** The favourite the share service stores for `video`, favourited at `now` (epoch ms). */
export function favouriteOf(video: Video, now: number): Favourite {
  return {
    id: video.id,
    imgUrl: video.cover?.url ?? '',
    imgType: video.cover?.type ?? '',
    title: video.title,
    // The service keeps the stream path without its query string.
    path: video.videoPath.split('?')[0] ?? '',
    createdAt: now,
  };
}
