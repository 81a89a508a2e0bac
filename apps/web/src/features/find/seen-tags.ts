import {
  type EncryptedImage,
  type HomeBlock,
  type Tag,
  type Video,
  visibleVideos,
} from '@video/domain';

/** A tag with how many of the videos at hand carry it, and a cover to show it by. */
export interface SeenTag {
  readonly tag: Tag;
  readonly count: number;
  /** The cover of the first video carrying the tag that has one. */
  readonly cover: EncryptedImage | null;
}

/** The videos of the home feed's category blocks (ad blocks have none). */
export function homeBlockVideos(blocks: readonly HomeBlock[]): Video[] {
  return blocks.flatMap((block) => (block.kind === 'category' ? block.category.videos : []));
}

/**
 * Every tag (`labls`) on the visible `videos`, most used first (then by id, for a stable order).
 * A video listed twice (in a block and in the recommendations) counts once.
 */
export function seenTags(videos: readonly Video[]): SeenTag[] {
  const counted = new Set<number>();
  const tags = new Map<number, SeenTag>();
  for (const video of visibleVideos(videos)) {
    if (counted.has(video.id)) continue;
    counted.add(video.id);
    for (const tag of video.tags) {
      const seen = tags.get(tag.id);
      tags.set(tag.id, {
        tag: seen?.tag ?? tag,
        count: (seen?.count ?? 0) + 1,
        cover: seen?.cover ?? video.cover,
      });
    }
  }
  return [...tags.values()].sort((a, b) => b.count - a.count || a.tag.id - b.tag.id);
}
