import type { ThumbnailFrame } from './thumbnail-at';

/** What a tile shows at, unless a smaller size is asked for: the sheets' own pixels. */
export const SEEK_FRAME_MAX_HEIGHT = 90;

/**
 * The inline style that shows `frame`'s tile in a box of its shape, no taller than `maxHeight`:
 * the whole sheet as the background, scaled by as much, moved so that the tile is in view.
 */
export function seekFrameStyle(
  frame: ThumbnailFrame,
  maxHeight = SEEK_FRAME_MAX_HEIGHT,
): Readonly<Record<string, string>> {
  const scale = Math.min(1, maxHeight / frame.height);
  const px = (value: number) => `${Math.round(value * scale * 100) / 100}px`;
  return {
    width: px(frame.width),
    height: px(frame.height),
    backgroundImage: `url("${frame.url}")`,
    backgroundSize: `${px(frame.sheetWidth)} ${px(frame.sheetHeight)}`,
    backgroundPosition: `${px(-frame.x)} ${px(-frame.y)}`,
  };
}
