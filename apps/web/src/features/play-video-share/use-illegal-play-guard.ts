import { useEffect, useState } from 'react';
import { format } from '@video/domain';
import { useServices } from '../../core/services';

/** How long an illegal start plays before its player is destroyed: the toast shows first. */
export const ILLEGAL_PLAY_DESTROY_MS = 500;

/** Where an illegal start of a video stands. */
interface Violation {
  readonly id: number;
  readonly destroyed: boolean;
}

/** The share player's guard against playback of a locked video. */
export interface IllegalPlayGuard {
  /** The player of the current video was destroyed and must stay gone while it is locked. */
  readonly destroyed: boolean;
  /** `PlayerFrame`'s `onPlayStarted`. */
  readonly onPlayStarted: () => void;
}

/**
 * Playback that starts while video `id` is `locked` (a bypass of the lock) is illegal: toast
 * 非法播放, and destroy the player shortly after. Unlocking brings a fresh player back.
 */
export function useIllegalPlayGuard(id: number, locked: boolean): IllegalPlayGuard {
  const { snackbar } = useServices();
  const [violation, setViolation] = useState<Violation | null>(null);

  useEffect(() => {
    if (violation === null || violation.destroyed) return;
    const timer = setTimeout(
      () => setViolation({ id: violation.id, destroyed: true }),
      ILLEGAL_PLAY_DESTROY_MS,
    );
    return () => clearTimeout(timer);
  }, [violation]);

  return {
    destroyed: locked && violation?.id === id && violation.destroyed,
    onPlayStarted: () => {
      if (!locked) return;
      snackbar.show(format('player.illegal'));
      setViolation({ id, destroyed: false });
    },
  };
}
