import type { ThumbnailSheet } from './image-playlists';

/**
 * Where the thumbnail of a moment is: the sheet's address, the tile's rectangle in it, in the
 * sheet's pixels, and the sheet's whole size (to scale it as a CSS background).
 */
export interface ThumbnailFrame {
  readonly url: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly sheetWidth: number;
  readonly sheetHeight: number;
}

/**
 * The tile that shows `seconds` into the film: the one whose stretch holds it (the last one for
 * the film's very end), or null where no sheet covers that moment.
 */
export function thumbnailAt(
  sheets: readonly ThumbnailSheet[],
  seconds: number,
): ThumbnailFrame | null {
  if (!Number.isFinite(seconds)) return null;
  const last = sheets.at(-1);
  const sheet =
    sheets.find((each) => seconds >= each.start && seconds < each.start + each.duration) ??
    (last && seconds >= last.start + last.duration && seconds - (last.start + last.duration) < 1
      ? last
      : undefined);
  if (sheet === undefined) return null;
  const count = sheet.columns * sheet.rows;
  const tilesUsed = Math.min(count, Math.ceil(sheet.duration / sheet.tileDuration - 1e-6));
  const index = Math.min(
    Math.max(Math.floor((seconds - sheet.start) / sheet.tileDuration + 1e-6), 0),
    tilesUsed - 1,
  );
  return {
    url: sheet.url,
    x: (index % sheet.columns) * sheet.tileWidth,
    y: Math.floor(index / sheet.columns) * sheet.tileHeight,
    width: sheet.tileWidth,
    height: sheet.tileHeight,
    sheetWidth: sheet.columns * sheet.tileWidth,
    sheetHeight: sheet.rows * sheet.tileHeight,
  };
}
