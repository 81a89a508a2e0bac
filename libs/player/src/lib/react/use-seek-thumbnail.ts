import { useEffect, useMemo, useState } from 'react';
import { lazySeekThumbnails } from '../thumbnails/lazy-seek-thumbnails';
import type { SeekThumbnails, ThumbnailFrame } from '../thumbnails/seek-thumbnails';

/**
 * The seek thumbnails of the film at `src` (its master playlist), for as long as the component
 * shows that film: nothing loads until a frame is first asked for, and all of it goes with the
 * component or a new `src`.
 */
export function useSeekThumbnails(src: string | null | undefined): SeekThumbnails | null {
  const thumbnails = useMemo(() => (src ? lazySeekThumbnails(src) : null), [src]);
  useEffect(() => () => thumbnails?.destroy(), [thumbnails]);
  return thumbnails;
}

/**
 * The thumbnail of `seconds` (null: none asked for, as when no drag is under way) once its sheet
 * has loaded; null for a film without thumbnails.
 */
export function useSeekThumbnail(
  thumbnails: SeekThumbnails | null,
  seconds: number | null,
): ThumbnailFrame | null {
  const [frame, setFrame] = useState<ThumbnailFrame | null>(null);
  useEffect(() => {
    if (thumbnails === null || seconds === null) return;
    let current = true;
    void thumbnails.frameAt(seconds).then((answer) => {
      if (current) setFrame(answer);
    });
    return () => {
      current = false;
    };
  }, [thumbnails, seconds]);
  return seconds === null || thumbnails === null ? null : frame;
}
