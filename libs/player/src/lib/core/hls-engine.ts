import type { ErrorData, HlsConfig, LevelSwitchedData, ManifestParsedData } from 'hls.js';
import { DEFAULT_HLS_CONFIG } from './hls-config';
import type { HlsClass, LevelInfo, PlayerErrorKind } from './player-types';

/** A fatal failure as the engine reports it; `recoverable` when one recovery attempt makes sense. */
export interface FatalFailure {
  readonly kind: Exclude<PlayerErrorKind, 'unsupported'>;
  readonly recoverable: boolean;
}

/** What an engine tells the player. */
export interface EngineCallbacks {
  onFatal(failure: FatalFailure): void;
  onLevel(level: LevelInfo): void;
  /** The renditions' heights, highest first, once the playlist is read. */
  onQualities(heights: readonly number[]): void;
}

/** A source attached to the `<video>` by hls.js or natively. */
export interface Engine {
  readonly kind: 'hls' | 'native';
  /** One recovery attempt for a fatal failure of this kind. */
  recover(kind: FatalFailure['kind']): void;
  /** Buffers at most `seconds` ahead; `null` lifts the cap. */
  capBuffer(seconds: number | null): void;
  /** Plays the rendition of `height` (0: the engine chooses); false where it has none such. */
  setQuality(height: number): boolean;
  /** Removes what the engine added; the player clears the element itself. */
  destroy(): void;
}

/**
 * Plays `src` through a new hls.js instance. Fatal network and media errors are reported as
 * recoverable (hls.js documents `startLoad()` and `recoverMediaError()` for them); any other
 * fatal error is not.
 */
export function attachHls(
  Hls: HlsClass,
  video: HTMLVideoElement,
  src: string,
  config: Partial<HlsConfig>,
  callbacks: EngineCallbacks,
): Engine {
  const hls = new Hls({ ...DEFAULT_HLS_CONFIG, ...config });
  const onError = (_event: string, data: ErrorData) => {
    if (!data.fatal) return;
    const kind = data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'media';
    const recoverable =
      data.type === Hls.ErrorTypes.NETWORK_ERROR || data.type === Hls.ErrorTypes.MEDIA_ERROR;
    callbacks.onFatal({ kind, recoverable });
  };
  const onLevelSwitched = (_event: string, data: LevelSwitchedData) => {
    const level = hls.levels[data.level];
    callbacks.onLevel({
      index: data.level,
      height: level?.height ?? 0,
      bitrate: level?.bitrate ?? 0,
      auto: hls.autoLevelEnabled,
    });
  };

  /** The level of `height` with the highest bitrate, or -1 (hls.js's automatic choice). */
  const levelOf = (height: number): number => {
    let best = -1;
    hls.levels.forEach((level, index) => {
      const bestLevel = hls.levels[best];
      if (level.height === height && (bestLevel === undefined || level.bitrate > bestLevel.bitrate))
        best = index;
    });
    return best;
  };
  const onManifestParsed = (_event: string, data: ManifestParsedData) => {
    const heights = [...new Set(data.levels.map((level) => level.height).filter((h) => h > 0))];
    callbacks.onQualities(heights.sort((a, b) => b - a));
  };

  // hls.js reads its config on every tick, and lowers maxMaxBufferLength itself when the
  // browser's buffer is full: a cap lowers it further, and lifting the cap restores that value.
  let uncapped: number | null = null;

  hls.on(Hls.Events.ERROR, onError);
  hls.on(Hls.Events.LEVEL_SWITCHED, onLevelSwitched);
  hls.on(Hls.Events.MANIFEST_PARSED, onManifestParsed);
  hls.attachMedia(video);
  hls.loadSource(src);

  return {
    kind: 'hls',
    recover(kind) {
      if (kind === 'network') hls.startLoad();
      else hls.recoverMediaError();
    },
    capBuffer(seconds) {
      if (seconds === null) {
        if (uncapped !== null) hls.config.maxMaxBufferLength = uncapped;
        uncapped = null;
        return;
      }
      uncapped ??= hls.config.maxMaxBufferLength;
      hls.config.maxMaxBufferLength = Math.min(seconds, uncapped);
    },
    setQuality(height) {
      const level = height === 0 ? -1 : levelOf(height);
      if (height !== 0 && level === -1) return false;
      // At once, as a chosen 清晰度 should be: the buffer ahead is dropped and loaded again.
      hls.currentLevel = level;
      return true;
    },
    destroy() {
      hls.off(Hls.Events.ERROR, onError);
      hls.off(Hls.Events.LEVEL_SWITCHED, onLevelSwitched);
      hls.off(Hls.Events.MANIFEST_PARSED, onManifestParsed);
      hls.detachMedia();
      hls.destroy();
    },
  };
}
