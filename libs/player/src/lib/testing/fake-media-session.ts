import { vi } from 'vitest';

/**
 * jsdom has no `MediaMetadata`: stub the global with this (`vi.stubGlobal('MediaMetadata',
 * FakeMediaMetadata)`) before a player claims a {@link fakeMediaSession}.
 */
export class FakeMediaMetadata {
  readonly title: string;
  readonly artwork: readonly MediaImage[];
  constructor(init: MediaMetadataInit) {
    this.title = init.title ?? '';
    this.artwork = init.artwork ?? [];
  }
}

/** A Media Session to inject as the player's `mediaSession`, and the buttons it was given. */
export interface FakeMediaSession {
  readonly session: MediaSession;
  /** The handler of each lock-screen button; `null` once cleared. */
  readonly handlers: ReadonlyMap<MediaSessionAction, MediaSessionActionHandler | null>;
}

/**
 * A Media Session that keeps its metadata and handlers; `unsupported` actions throw when set,
 * as older Safari does for 'seekto'.
 */
export function fakeMediaSession(
  unsupported: readonly MediaSessionAction[] = [],
): FakeMediaSession {
  const handlers = new Map<MediaSessionAction, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as MediaMetadata | null,
    setActionHandler: vi.fn(
      (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
        if (unsupported.includes(action) && handler !== null) throw new TypeError('unsupported');
        handlers.set(action, handler);
      },
    ),
  };
  return { session: session as unknown as MediaSession, handlers };
}
