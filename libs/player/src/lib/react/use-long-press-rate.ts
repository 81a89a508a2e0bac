import { LONG_PRESS_RATE } from '../gestures/film-gestures';
import { useEffect, useRef, useState, type PointerEvent, type MouseEvent } from 'react';
import type { Player } from '../core/player-types';
import { createLongPress, type LongPress } from '../touch/long-press';

/** Pointer handlers for the film's surface, and whether a held finger speeds it up now. */
export interface LongPressRate {
  readonly active: boolean;
  readonly handlers: {
    onPointerDown(event: PointerEvent): void;
    onPointerMove(event: PointerEvent): void;
    onPointerUp(): void;
    onPointerCancel(): void;
    onPointerLeave(): void;
    /** Swallows the click that ends a long press, so it neither seeks nor toggles. */
    onClickCapture(event: MouseEvent): void;
    /** The browser's long-press menu would take the finger. */
    onContextMenu(event: MouseEvent): void;
  };
}

/**
 * Holding a finger on the playing film plays it at 2× while held (the convention of Douyin and
 * Bilibili), with a light haptic where the device has one; lifting it restores the rate chosen
 * before. Only while `enabled` (playing): a tap still seeks or toggles, a swipe stays a swipe.
 * Spread `handlers` on an element around the film's tap targets, not on the targets themselves,
 * so that the click ending a long press is swallowed before it reaches them.
 */
export function useLongPressRate(player: Player | null, enabled: boolean): LongPressRate {
  const [active, setActive] = useState(false);
  const endedLongPress = useRef(false);
  // Read when the press starts and ends: the player may arrive after the first render.
  const playerRef = useRef(player);
  const press = useRef<LongPress | null>(null);

  useEffect(() => {
    playerRef.current = player;
  }, [player]);
  useEffect(() => {
    let previousRate = 1;
    const longPress = createLongPress({
      onStart: () => {
        const current = playerRef.current;
        if (!current) return;
        previousRate = current.getState().rate;
        current.setRate(LONG_PRESS_RATE);
        navigator.vibrate?.(15);
        setActive(true);
      },
      onEnd: () => {
        playerRef.current?.setRate(previousRate);
        setActive(false);
      },
    });
    press.current = longPress;
    return () => void longPress.up();
  }, []);
  // Paused, ended or torn down mid-press: the press ends with it.
  useEffect(() => {
    if (!enabled) press.current?.up();
  }, [enabled]);

  // A touch that lifts fires pointerup and then pointerleave: the second must not forget that
  // the first ended a long press, or the click that follows would pause the film.
  const lift = () => {
    if (press.current?.up()) endedLongPress.current = true;
  };
  return {
    active,
    handlers: {
      onPointerDown: (event) => {
        endedLongPress.current = false;
        if (enabled && event.isPrimary) press.current?.down(event.clientX, event.clientY);
      },
      onPointerMove: (event) => press.current?.move(event.clientX, event.clientY),
      onPointerUp: lift,
      onPointerCancel: lift,
      onPointerLeave: lift,
      onClickCapture: (event) => {
        if (!endedLongPress.current) return;
        endedLongPress.current = false;
        event.stopPropagation();
        event.preventDefault();
      },
      onContextMenu: (event) => event.preventDefault(),
    },
  };
}
