import { SEEK_SECONDS } from '@video/domain';
import type { LoadOptions } from './player-types';

/** The player functions the lock screen / notification buttons call. */
export interface MediaSessionControls {
  play(): void;
  pause(): void;
  seekBy(seconds: number): void;
  seekTo(seconds: number): void;
}

/** One player's hold on the page's single Media Session. */
export interface MediaSessionClaim {
  /** Still ours: no other player has claimed the session since. */
  readonly active: boolean;
  /** Clears the metadata and buttons, unless another player took the session over. */
  release(): void;
}

/**
 * Shows `title` and `cover` on the lock screen and routes its play, pause and seek buttons to
 * `controls`. Several players may exist (the short-video feed has three); the one playing claims.
 */
export function claimMediaSession(
  session: MediaSession,
  { title = '', cover }: Pick<LoadOptions, 'title' | 'cover'>,
  controls: MediaSessionControls,
): MediaSessionClaim {
  const metadata = new MediaMetadata({ title, artwork: cover ? [{ src: cover }] : [] });
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => controls.play()],
    ['pause', () => controls.pause()],
    ['seekbackward', (details) => controls.seekBy(-(details.seekOffset ?? SEEK_SECONDS))],
    ['seekforward', (details) => controls.seekBy(details.seekOffset ?? SEEK_SECONDS)],
    ['seekto', (details) => controls.seekTo(details.seekTime ?? 0)],
  ];
  session.metadata = metadata;
  handlers.forEach(([action, handler]) => setActionHandler(session, action, handler));

  const claim = {
    get active() {
      return session.metadata === metadata;
    },
    release() {
      if (!claim.active) return;
      session.metadata = null;
      handlers.forEach(([action]) => setActionHandler(session, action, null));
    },
  };
  return claim;
}

/** The page's Media Session where the browser has one. */
export function defaultMediaSession(): MediaSession | null {
  return typeof MediaMetadata === 'function' ? (globalThis.navigator?.mediaSession ?? null) : null;
}

function setActionHandler(
  session: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
): void {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Browsers throw for actions they do not support (older Safari: seekto); skip those.
  }
}
