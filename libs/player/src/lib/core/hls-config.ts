import type { HlsConfig } from 'hls.js';
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';

/**
 * The hls.js settings for a phone: start fast, spend little data and memory.
 *
 * - No `startLevel`: hls.js starts at the level its default bandwidth estimate affords, capped to
 *   the player's size. (`-1` would first load a fragment of the lowest level to measure the
 *   bandwidth, then the same fragment again at the chosen level: a slower first frame.)
 * - `capLevelToPlayerSize`: no level larger than the player box (times the pixel ratio).
 * - `startFragPrefetch`: the first fragment loads before the user presses play.
 * - `maxBufferLength: 20` / `maxMaxBufferLength: 60`: hls.js buffers what its byte budget
 *   (`maxBufferSize`) holds, at least 20 s and at most 60 s ahead (60 s at the catalogue's
 *   bitrates): enough to ride out a weak signal without downloading minutes a user who leaves
 *   never watches. A feed's neighbours, which may never play, buffer only their start
 *   (`STANDBY_BUFFER_SECONDS`).
 * - `backBufferLength: 30`: keep 30 s behind for a quick 10 s rewind, free the rest (phones
 *   evict whole SourceBuffers under memory pressure).
 * - `workerPath`: hls.js's transmuxer worker, a separate file. Its module build cannot inline the
 *   worker, so without this every MPEG-TS segment would be remuxed on the main thread, where it
 *   competes with taps and swipes on a slow phone.
 */
export const DEFAULT_HLS_CONFIG: Partial<HlsConfig> = Object.freeze({
  autoStartLoad: true,
  capLevelToPlayerSize: true,
  startFragPrefetch: true,
  maxBufferLength: 20,
  maxMaxBufferLength: 60,
  backBufferLength: 30,
  workerPath: hlsWorkerUrl,
});

/**
 * What a player on standby (`Player.setStandby`) buffers ahead: the first fragment or two, enough
 * for the first frame and a second of playing while the rest loads.
 */
export const STANDBY_BUFFER_SECONDS = 4;
