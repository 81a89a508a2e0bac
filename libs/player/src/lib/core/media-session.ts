import { SEEK_SECONDS } from '@video/domain';
import type { PlayerMetadata } from './player-types';

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
  /** Shows a new title and cover, unless another player took the session over. */
  show(metadata: PlayerMetadata): void;
  /** Clears the metadata and buttons, unless another player took the session over. */
  release(): void;
}

/**
 * Shows `title` and `cover` on the lock screen and routes its play, pause and seek buttons to
 * `controls`. Several players may exist (the short-video feed has three); the one playing claims.
 */
export function claimMediaSession(
  session: MediaSession,
  initial: PlayerMetadata,
  controls: MediaSessionControls,
): MediaSessionClaim {
  // Replaced, never mutated: `active` compares identity, and browsers redraw on assignment.
  let metadata = mediaMetadata(initial);
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
    show(next: PlayerMetadata) {
      if (!claim.active) return;
      metadata = mediaMetadata(next);
      session.metadata = metadata;
    },
    release() {
      if (!claim.active) return;
      session.metadata = null;
      handlers.forEach(([action]) => setActionHandler(session, action, null));
    },
  };
  return claim;
}

function mediaMetadata({ title = '', cover }: PlayerMetadata): MediaMetadata {
  return new MediaMetadata({ title, artwork: cover ? [{ src: cover }] : [] });
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
