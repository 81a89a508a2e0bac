import type { SeekThumbnails, ThumbnailFrame } from './seek-thumbnails';

/** Names of the performance marks of a film's first seek thumbnail (for field and test timing). */
export const SEEK_THUMBNAIL_MARKS = {
  asked: 'seek-thumbnail-asked',
  ready: 'seek-thumbnail-ready',
} as const;

/**
 * The seek thumbnails of `src` behind a dynamic import taken on the first `frameAt` (a seek drag
 * or a scrub): a visit that never seeks loads none of their code, playlists or sheets.
 * `destroy()` lets go of all of it; a later `frameAt` starts again.
 */
export function lazySeekThumbnails(src: string): SeekThumbnails {
  let created: Promise<SeekThumbnails | null> | null = null;
  let marked = false;
  const mark = (name: string) => globalThis.performance?.mark?.(name);
  return {
    async frameAt(seconds): Promise<ThumbnailFrame | null> {
      if (created === null) {
        mark(SEEK_THUMBNAIL_MARKS.asked);
        created = import('./seek-thumbnails').then(
          ({ createSeekThumbnails }) => createSeekThumbnails({ src }),
          // The chunk did not load (offline, a new deploy): the bubble shows the time alone.
          () => null,
        );
      }
      const mine = created;
      const frame = (await mine)?.frameAt(seconds) ?? null;
      const answer = await frame;
      if (answer !== null && !marked) {
        marked = true;
        mark(SEEK_THUMBNAIL_MARKS.ready);
      }
      return created === mine ? answer : null;
    },
    destroy() {
      const mine = created;
      created = null;
      marked = false;
      void mine?.then((thumbnails) => thumbnails?.destroy());
    },
  };
}
