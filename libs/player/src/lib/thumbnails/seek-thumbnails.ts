import { imagePlaylistUrl, type ThumbnailSheet, thumbnailSheets } from './image-playlists';
import { type ThumbnailFrame, thumbnailAt } from './thumbnail-at';

export type { ThumbnailFrame } from './thumbnail-at';

/** Loads one image, resolving once it can be drawn; rejects if it cannot. */
export type ImageLoader = (url: string) => Promise<void>;

export interface SeekThumbnailsOptions {
  /** The film's master playlist: it names the image playlist, if the film has thumbnails. */
  readonly src: string;
  readonly fetch?: typeof globalThis.fetch;
  /** By default an `Image` decoded off the main thread, dropped on `destroy()`. */
  readonly loadImage?: ImageLoader;
}

/** The seek thumbnails of one film, read on first need. */
export interface SeekThumbnails {
  /**
   * The tile that shows `seconds`, once its sheet has loaded; null for a film without thumbnails,
   * a moment no sheet covers, a sheet that failed, or after `destroy()`. Never rejects.
   */
  frameAt(seconds: number): Promise<ThumbnailFrame | null>;
  /** Aborts what is loading and lets go of the sheets; later calls answer null. */
  destroy(): void;
}

/**
 * The seek thumbnails of the film at `src`: nothing is fetched until the first `frameAt` (a seek
 * drag or a scrub of the progress bar asks), then the master playlist once (hls.js keeps no copy
 * of its text; fetched as hls.js fetches it, cookies for the page's own origin only), the image
 * playlist it names, and each sheet as a moment on it is first asked for.
 */
export function createSeekThumbnails({
  src,
  fetch: fetchFn = globalThis.fetch.bind(globalThis),
  loadImage,
}: SeekThumbnailsOptions): SeekThumbnails {
  const abort = new AbortController();
  const images = new Set<HTMLImageElement>();
  const sheetsLoaded = new Map<string, Promise<boolean>>();
  let sheets: Promise<readonly ThumbnailSheet[]> | null = null;

  const text = async (url: string): Promise<string> => {
    const response = await fetchFn(url, { credentials: 'same-origin', signal: abort.signal });
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text();
  };

  const readSheets = async (): Promise<readonly ThumbnailSheet[]> => {
    try {
      const playlist = imagePlaylistUrl(await text(src), src);
      return playlist === null ? [] : thumbnailSheets(await text(playlist), playlist);
    } catch {
      // Offline, a server without thumbnails, an abort: the bubble shows the time alone.
      return [];
    }
  };

  const decodeImage: ImageLoader = async (url) => {
    const image = new Image();
    images.add(image);
    image.decoding = 'async';
    image.src = url;
    await image.decode();
  };
  const load = loadImage ?? decodeImage;

  const sheetReady = (url: string): Promise<boolean> => {
    let ready = sheetsLoaded.get(url);
    if (ready === undefined) {
      ready = load(url).then(
        () => true,
        () => false,
      );
      sheetsLoaded.set(url, ready);
    }
    return ready;
  };

  return {
    async frameAt(seconds) {
      if (abort.signal.aborted) return null;
      sheets ??= readSheets();
      const frame = thumbnailAt(await sheets, seconds);
      if (frame === null || !(await sheetReady(frame.url))) return null;
      return abort.signal.aborted ? null : frame;
    },
    destroy() {
      abort.abort();
      // An image still loading stops; a loaded one is left to the collector.
      for (const image of images) image.removeAttribute('src');
      images.clear();
      sheetsLoaded.clear();
    },
  };
}
