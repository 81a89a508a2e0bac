import { useEffect, useRef, useState, type PointerEvent, type MouseEvent } from 'react';
import type { Player } from '../core/player-types';
import { createLongPress } from '../touch/long-press';

/** The rate a held finger plays at. */
export const LONG_PRESS_RATE = 2;

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
 */
export function useLongPressRate(player: Player, enabled: boolean): LongPressRate {
  const [active, setActive] = useState(false);
  const endedLongPress = useRef(false);
  const [press] = useState(() => {
    let previousRate = 1;
    return createLongPress({
      onStart: () => {
        previousRate = player.getState().rate;
        player.setRate(LONG_PRESS_RATE);
        navigator.vibrate?.(15);
        setActive(true);
      },
      onEnd: () => {
        player.setRate(previousRate);
        setActive(false);
      },
    });
  });

  // Paused, ended or torn down mid-press: the press ends with it.
  useEffect(() => {
    if (!enabled) press.up();
  }, [enabled, press]);
  useEffect(() => () => void press.up(), [press]);

  const lift = () => {
    endedLongPress.current = press.up();
  };
  return {
    active,
    handlers: {
      onPointerDown: (event) => {
        endedLongPress.current = false;
        if (enabled && event.isPrimary) press.down(event.clientX, event.clientY);
      },
      onPointerMove: (event) => press.move(event.clientX, event.clientY),
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
