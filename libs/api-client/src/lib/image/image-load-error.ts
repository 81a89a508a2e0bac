/**
 * Why an image could not be shown: `network` (fetch failed), `http` (non-2xx), `empty` (no bytes
 * in or out), `decrypt` (wrong key, truncated or corrupt data), `type` (not a raster format the
 * codec shows: jpeg, png, gif, webp or avif).
 */
export type ImageFailure = 'network' | 'http' | 'empty' | 'decrypt' | 'type';

/** The rejection of `ImageCodec.load` for every reason but an abort; the UI shows the error image. */
export class ImageLoadError extends Error {
  override readonly name = 'ImageLoadError';

  constructor(
    readonly reason: ImageFailure,
    readonly url: string,
    options?: ErrorOptions,
  ) {
    super(`Image ${url} failed: ${reason}`, options);
  }
}
