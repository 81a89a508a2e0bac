import { useEffect, useState } from 'react';

/** Controls hide after this long without a touch while the video plays. */
export const CONTROLS_HIDE_MS = 3000;

/** Visibility of the player's controls. */
export interface AutoHide {
  readonly visible: boolean;
  /** Shows them and restarts the hide timer: after any touch on the player. */
  reveal(): void;
  /** A tap on the middle: hides them if shown (while playing), shows them otherwise. */
  toggle(): void;
}

/**
 * Controls that stay while paused or `held` (a pointer scrubbing the progress bar, however long
 * it rests) and hide {@link CONTROLS_HIDE_MS} after the last touch, or after the hold ends,
 * while playing.
 */
export function useAutoHide(playing: boolean, held = false, delayMs = CONTROLS_HIDE_MS): AutoHide {
  const [shown, setShown] = useState(true);
  const [touches, setTouches] = useState(0);
  const visible = shown || !playing || held;

  useEffect(() => {
    if (!playing || !shown || held) return;
    const timer = setTimeout(() => setShown(false), delayMs);
    return () => clearTimeout(timer);
  }, [playing, shown, held, touches, delayMs]);

  const reveal = () => {
    setShown(true);
    setTouches((count) => count + 1);
  };
  return { visible, reveal, toggle: () => (visible && playing ? setShown(false) : reveal()) };
}
