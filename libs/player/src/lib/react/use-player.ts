import { type RefObject, startTransition, useEffect, useState } from 'react';
import { createPlayer } from '../core/create-player';
import type { Player, PlayerOptions } from '../core/player-types';

/** Options of {@link usePlayer}: the core's, plus the box that goes fullscreen. */
export interface UsePlayerOptions extends PlayerOptions {
  readonly containerRef?: RefObject<HTMLElement | null>;
}

/**
 * The player core of the `<video>` in `videoRef`, created after it mounts and destroyed when it
 * unmounts; `null` until then. Options are read once, at creation (like `useState`'s initial value).
 */
export function usePlayer(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: UsePlayerOptions = {},
): Player | null {
  const [initialOptions] = useState(options);
  const [player, setPlayer] = useState<Player | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (video === null) return;
    const { containerRef, ...playerOptions } = initialOptions;
    const created = createPlayer({ ...playerOptions, video, container: containerRef?.current });
    // What renders with the player (its controls, the effects that load the source) renders in a
    // transition: in slices, not in one long task after the page's first commit.
    startTransition(() => setPlayer(created));
    return () => {
      created.destroy();
      setPlayer(null);
    };
  }, [videoRef, initialOptions]);

  return player;
}
