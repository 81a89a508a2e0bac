import { type Video, visibleVideos } from '@video/domain';

/** Where the feed opens: a video put first, and the index (among the videos) to start at. */
export interface FeedStart {
  /** The requested video when it was not on the first page: shown first, ahead of the list. */
  readonly pinned: Video | null;
  readonly videoIndex: number;
}

/**
 * Where the feed opens for the requested `id`: at that video when the first page has it, else
 * with the requested video put first (`requested`: undefined while it loads, null when the id
 * is unknown, which opens the feed at its first video). Null while still undecided.
 */
export function feedStart(
  firstPage: readonly Video[],
  id: number | null,
  requested: Video | null | undefined,
): FeedStart | null {
  if (id === null) return { pinned: null, videoIndex: 0 };
  const index = firstPage.findIndex((video) => video.id === id);
  if (index >= 0) return { pinned: null, videoIndex: index };
  if (requested === undefined) return null;
  return { pinned: requested, videoIndex: 0 };
}

/**
 * The feed's videos: the list without the titles lists hide (★), after the pinned video if
 * any, which a later page then does not repeat.
 */
export function feedVideos(items: readonly Video[], pinned: Video | null): Video[] {
  const visible = visibleVideos(items);
  return pinned ? [pinned, ...visible.filter((video) => video.id !== pinned.id)] : visible;
}
