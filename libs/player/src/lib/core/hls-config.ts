import type { HlsConfig } from 'hls.js';

/**
 * The hls.js settings for a phone: start fast, spend little data and memory.
 *
 * - `startLevel: -1`: the first fragment of the lowest level measures bandwidth, then ABR picks.
 * - `capLevelToPlayerSize`: no level larger than the player box (times the pixel ratio).
 * - `startFragPrefetch`: the first fragment loads before the user presses play.
 * - `maxBufferLength: 20` / `maxMaxBufferLength: 60`: enough to ride out a weak signal without
 *   downloading minutes a user who swipes away never watches.
 * - `backBufferLength: 30`: keep 30 s behind for a quick 10 s rewind, free the rest (phones
 *   evict whole SourceBuffers under memory pressure).
 */
export const DEFAULT_HLS_CONFIG: Partial<HlsConfig> = Object.freeze({
  autoStartLoad: true,
  startLevel: -1,
  capLevelToPlayerSize: true,
  startFragPrefetch: true,
  maxBufferLength: 20,
  maxMaxBufferLength: 60,
  backBufferLength: 30,
});
