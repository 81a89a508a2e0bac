// @video/player/thumbnails: seek thumbnails read from an HLS image media playlist (the master's
// #EXT-X-IMAGE-STREAM-INF, tile sheets by #EXT-X-TILES). Import it lazily, on the first seek
// gesture: `lazySeekThumbnails` of `@video/player` does, and the embed's seek frame does.
export { imagePlaylistUrl, thumbnailSheets } from './lib/thumbnails/image-playlists';
export type { ThumbnailSheet } from './lib/thumbnails/image-playlists';
export { thumbnailAt } from './lib/thumbnails/thumbnail-at';
export type { ThumbnailFrame } from './lib/thumbnails/thumbnail-at';
export { createSeekThumbnails } from './lib/thumbnails/seek-thumbnails';
export type {
  ImageLoader,
  SeekThumbnails,
  SeekThumbnailsOptions,
} from './lib/thumbnails/seek-thumbnails';
export { SEEK_FRAME_MAX_HEIGHT, seekFrameStyle } from './lib/thumbnails/seek-frame-style';
