import type { HlsClass } from '../core/player-types';

type Handler = (event: string, data: unknown) => void;

/** One instance of a {@link createFakeHls} class: records what the player did to it. */
export interface FakeHlsInstance {
  /** As given to the constructor; the player may change it later, as hls.js allows. */
  readonly config: Record<string, unknown>;
  source: string | null;
  media: HTMLMediaElement | null;
  destroyed: boolean;
  levels: { height: number; bitrate: number }[];
  autoLevelEnabled: boolean;
  /** The level hls.js plays; -1 lets it choose (as hls.js's own setter). */
  currentLevel: number;
  /** Handlers registered with `on` and not yet removed with `off`, over all events. */
  listenerCount(): number;
  /** Calls the handlers of `event` as hls.js would. */
  emit(event: string, data: unknown): void;
  loadSource(src: string): void;
  attachMedia(media: HTMLMediaElement): void;
  detachMedia(): void;
  startLoad(): void;
  recoverMediaError(): void;
  destroy(): void;
}

/** The static face of a fake hls.js class; `instances` lists every instance it created. */
export interface FakeHlsClass {
  new (config?: Record<string, unknown>): FakeHlsInstance;
  readonly instances: FakeHlsInstance[];
  readonly Events: {
    readonly ERROR: string;
    readonly LEVEL_SWITCHED: string;
    readonly MANIFEST_PARSED: string;
  };
  readonly ErrorTypes: {
    readonly NETWORK_ERROR: string;
    readonly MEDIA_ERROR: string;
    readonly MUX_ERROR: string;
    readonly OTHER_ERROR: string;
  };
  isSupported(): boolean;
}

/**
 * A fresh fake hls.js class: an event emitter with hls.js's static `isSupported`, `Events` and
 * `ErrorTypes` and no-op methods that record state, for spying on in tests.
 */
export function createFakeHls({ supported = true } = {}): FakeHlsClass {
  const instances: FakeHlsInstance[] = [];

  class FakeHls implements FakeHlsInstance {
    static readonly instances = instances;
    static readonly Events = {
      ERROR: 'hlsError',
      LEVEL_SWITCHED: 'hlsLevelSwitched',
      MANIFEST_PARSED: 'hlsManifestParsed',
    };
    static readonly ErrorTypes = {
      NETWORK_ERROR: 'networkError',
      MEDIA_ERROR: 'mediaError',
      MUX_ERROR: 'muxError',
      OTHER_ERROR: 'otherError',
    };
    static isSupported(): boolean {
      return supported;
    }

    source: string | null = null;
    media: HTMLMediaElement | null = null;
    destroyed = false;
    levels: { height: number; bitrate: number }[] = [];
    autoLevelEnabled = true;
    currentLevel = -1;
    private readonly handlers = new Map<string, Set<Handler>>();

    constructor(readonly config: Record<string, unknown> = {}) {
      instances.push(this);
    }

    on(event: string, handler: Handler): void {
      const set = this.handlers.get(event) ?? new Set();
      this.handlers.set(event, set.add(handler));
    }

    off(event: string, handler: Handler): void {
      this.handlers.get(event)?.delete(handler);
    }

    listenerCount(): number {
      return [...this.handlers.values()].reduce((total, set) => total + set.size, 0);
    }

    emit(event: string, data: unknown): void {
      this.handlers.get(event)?.forEach((handler) => handler(event, data));
    }

    loadSource(src: string): void {
      this.source = src;
    }

    attachMedia(media: HTMLMediaElement): void {
      this.media = media;
    }

    detachMedia(): void {
      this.media = null;
    }

    startLoad(): void {
      // Recorded by spies.
    }

    recoverMediaError(): void {
      // Recorded by spies.
    }

    destroy(): void {
      this.destroyed = true;
    }
  }

  return FakeHls;
}

/** A `loadHls` option that hands the player a fake class instead of importing hls.js. */
export function fakeHlsLoader(Hls: FakeHlsClass): () => Promise<HlsClass> {
  return () => Promise.resolve(Hls as unknown as HlsClass);
}
