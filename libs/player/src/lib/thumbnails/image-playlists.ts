/**
 * Seek thumbnails the HLS way: the master playlist names an image media playlist
 * (`#EXT-X-IMAGE-STREAM-INF`), whose segments are JPEG sheets of tiles (`#EXT-X-TILES`), as Roku
 * and Shaka read them. hls.js ignores both, so the player reads them here. Malformed text gives
 * no thumbnails, never a throw.
 */

/** One sheet of tiles and the stretch of film its tiles cover, left to right, top to bottom. */
export interface ThumbnailSheet {
  /** The sheet's absolute address. */
  readonly url: string;
  /** Seconds into the film where its first tile starts. */
  readonly start: number;
  /** Seconds its tiles cover. */
  readonly duration: number;
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly columns: number;
  readonly rows: number;
  /** Seconds of film one tile stands for. */
  readonly tileDuration: number;
}

/** The attributes of a tag's attribute list, e.g. `RESOLUTION=160x90,URI="a.m3u8"`. */
function attributes(list: string): ReadonlyMap<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', quoted, bare] of list.matchAll(/([A-Z0-9-]+)=(?:"([^"]*)"|([^",]*))/g))
    found.set(name, quoted ?? bare ?? '');
  return found;
}

/** `URL` that answers null rather than throwing on an address it cannot read. */
function resolve(uri: string, base: string): string | null {
  try {
    return new URL(uri, base).href;
  } catch {
    return null;
  }
}

/** `160x90` as a width and height, or null. */
function size(value: string | undefined): readonly [number, number] | null {
  const match = /^(\d+)x(\d+)$/.exec(value ?? '');
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? [width, height] : null;
}

function playlistLines(text: string): string[] | null {
  if (typeof text !== 'string' || !text.trimStart().startsWith('#EXTM3U')) return null;
  return text.split(/\r?\n/).map((line) => line.trim());
}

/**
 * The address of the image playlist master playlist `text` at `url` names: of its
 * `#EXT-X-IMAGE-STREAM-INF` lines, the one with the smallest tiles (a bubble shows small). Null
 * when it names none.
 */
export function imagePlaylistUrl(text: string, url: string): string | null {
  const lines = playlistLines(text);
  let best: { readonly url: string; readonly pixels: number } | null = null;
  for (const line of lines ?? []) {
    if (!line.startsWith('#EXT-X-IMAGE-STREAM-INF:')) continue;
    const attrs = attributes(line.slice(line.indexOf(':') + 1));
    const uri = attrs.get('URI');
    const address = uri ? resolve(uri, url) : null;
    if (address === null) continue;
    const [width, height] = size(attrs.get('RESOLUTION')) ?? [Infinity, 1];
    if (best === null || width * height < best.pixels)
      best = { url: address, pixels: width * height };
  }
  return best?.url ?? null;
}

/**
 * The sheets image playlist `text` at `url` lists, in the order of the film. `#EXT-X-TILES` gives
 * the tiles of the sheets after it; a tile's seconds are its `DURATION`, else the sheet's
 * `#EXTINF` shared by its tiles. A sheet without a readable size or length is left out.
 */
export function thumbnailSheets(text: string, url: string): ThumbnailSheet[] {
  const lines = playlistLines(text);
  if (lines === null) return [];
  const sheets: ThumbnailSheet[] = [];
  let tiles: {
    size: readonly [number, number];
    columns: number;
    rows: number;
    seconds: number;
  } | null = null;
  let duration = Number.NaN;
  let start = 0;
  for (const line of lines) {
    if (line.startsWith('#EXT-X-TILES:')) {
      const attrs = attributes(line.slice(line.indexOf(':') + 1));
      const tileSize = size(attrs.get('RESOLUTION'));
      const layout = size(attrs.get('LAYOUT'));
      tiles =
        tileSize && layout
          ? {
              size: tileSize,
              columns: layout[0],
              rows: layout[1],
              seconds: Number.parseFloat(attrs.get('DURATION') ?? ''),
            }
          : null;
    } else if (line.startsWith('#EXTINF:')) {
      duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    } else if (line !== '' && !line.startsWith('#')) {
      const address = resolve(line, url);
      const length = duration;
      duration = Number.NaN;
      if (!(length > 0) || !Number.isFinite(length)) continue;
      if (tiles !== null && address !== null) {
        const count = tiles.columns * tiles.rows;
        const tileDuration = tiles.seconds > 0 ? tiles.seconds : length / count;
        sheets.push({
          url: address,
          start,
          duration: length,
          tileWidth: tiles.size[0],
          tileHeight: tiles.size[1],
          columns: tiles.columns,
          rows: tiles.rows,
          tileDuration,
        });
      }
      start += length;
    }
  }
  return sheets;
}
