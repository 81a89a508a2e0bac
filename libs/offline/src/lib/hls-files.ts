import type { Rendition } from '@video/domain';

/*
 * What a film kept for offline viewing consists of, read from its HLS playlists: the master
 * playlist (rewritten to name the kept rendition alone, so that the player offline never reaches
 * for one that is not there), that rendition's media playlist, and every file the media playlist
 * names (segments, their keys, an init segment). The renditions themselves are read by
 * `masterRenditions` of `@video/domain`.
 */

/**
 * Master playlist `text` naming rendition `kept` alone: the other renditions' lines left out,
 * and the seek thumbnails' image playlist (`#EXT-X-IMAGE-STREAM-INF`), which is not kept: offline,
 * the seek bubble shows the time without a frame rather than reach for sheets that are not there.
 * Every other tag is kept.
 */
export function masterWithOnly(text: string, kept: Pick<Rendition, 'uri'>): string {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  let pending: string[] | null = null;
  for (const line of lines) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      pending = [line];
    } else if (line.startsWith('#EXT-X-IMAGE-STREAM-INF:')) {
      continue;
    } else if (pending !== null && line.trim() !== '' && !line.startsWith('#')) {
      if (line.trim() === kept.uri) out.push(...pending, line);
      pending = null;
    } else if (pending !== null) {
      pending.push(line);
    } else {
      out.push(line);
    }
  }
  return out.join('\n');
}

/** One file a media playlist names, and the seconds of film it holds (0 for keys and init). */
export interface FilmFile {
  readonly url: string;
  readonly seconds: number;
}

/**
 * The files media playlist `text` at `url` names, in order: each segment with its length, and
 * the keys (`#EXT-X-KEY`) and init segments (`#EXT-X-MAP`) they need, each once. Keys a DRM
 * system hands out (`skd:`) and inline data are no files.
 */
export function mediaPlaylistFiles(text: string, url: string): FilmFile[] {
  if (!text.trimStart().startsWith('#EXTM3U')) return [];
  const files: FilmFile[] = [];
  const seen = new Set<string>();
  const add = (uri: string, seconds: number) => {
    const absolute = new URL(uri, url).href;
    if (seen.has(absolute)) return;
    seen.add(absolute);
    files.push({ url: absolute, seconds });
  };
  let seconds = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) {
      seconds = Number.parseFloat(line.slice('#EXTINF:'.length)) || 0;
    } else if (line.startsWith('#EXT-X-KEY:') || line.startsWith('#EXT-X-MAP:')) {
      const uri = /URI="([^"]*)"/.exec(line)?.[1];
      if (uri && !/^(skd|data):/.test(uri)) add(uri, 0);
    } else if (line !== '' && !line.startsWith('#')) {
      add(line, seconds);
      seconds = 0;
    }
  }
  return files;
}
