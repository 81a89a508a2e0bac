import type { Engine, FatalFailure } from './hls-engine';

/** The MIME type a browser with built-in HLS (Safari, iOS) says it can play. */
export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/** `MediaError` codes (not every test environment defines the `MediaError` global). */
const MEDIA_ERR_ABORTED = 1;
const MEDIA_ERR_NETWORK = 2;

/** Whether the browser plays HLS itself: '' means no; 'maybe' and 'probably' mean yes. */
export function canPlayNativeHls(video: HTMLVideoElement): boolean {
  return video.canPlayType(HLS_MIME_TYPE) !== '';
}

/** Plays `src` with the browser's own HLS; its errors arrive as the element's `error` event. */
export function attachNative(video: HTMLVideoElement, src: string): Engine {
  video.src = src;
  return {
    kind: 'native',
    recover() {
      video.load();
    },
    capBuffer() {
      // The browser's own HLS buffers as it sees fit.
    },
    setQuality: (height) => height === 0,
    destroy() {
      // Nothing of its own to remove: the player clears `src` and releases the decoder.
    },
  };
}

/** The failure behind a `<video>` error; `null` for a fetch the user aborted. */
export function mediaElementFailure(error: MediaError | null): FatalFailure | null {
  if (error?.code === MEDIA_ERR_ABORTED) return null;
  return { kind: error?.code === MEDIA_ERR_NETWORK ? 'network' : 'media', recoverable: true };
}
