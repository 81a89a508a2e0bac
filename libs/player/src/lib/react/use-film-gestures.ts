import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import type { Player } from '../core/player-types';
import {
  createFilmGestures,
  type FilmGestures as FilmGestureController,
  type FilmGestureView,
  initialFilmGestureView,
} from '../gestures/film-gestures';

export type { LevelPreview, SeekDragPreview } from '../gestures/film-gestures';

export interface FilmGestures extends FilmGestureView {
  /** Spread on the element around the film and its controls. */
  readonly handlers: {
    onPointerDown(event: PointerEvent): void;
    onPointerMove(event: PointerEvent): void;
    onPointerUp(event: PointerEvent): void;
    onPointerCancel(event: PointerEvent): void;
    onPointerLeave(event: PointerEvent): void;
    /** Swallows the click that ends a hold, a drag or a double tap: it neither seeks nor toggles. */
    onClickCapture(event: MouseEvent): void;
    /** The browser's long-press menu would take the finger. */
    onContextMenu(event: MouseEvent): void;
  };
}

export interface FilmGestureOptions {
  /** The film plays: a held finger speeds it up only then. */
  readonly playing: boolean;
  /** A double tap on the film's middle third: play or pause. */
  readonly onDoubleTap: () => void;
}

/**
 * Binds the core's film gestures (`createFilmGestures`: hold for 2×, seek drag with a bubble,
 * double tap, volume and brightness drags) to the pointer events of the element around the film
 * and its controls. Single taps stay the buttons' own (the sides seek ∓10 s, the middle shows the
 * controls). Where the page scrolls, the browser takes vertical drags for itself, so the level
 * drags work in full screen.
 */
export function useFilmGestures(
  player: Player,
  { playing, onDoubleTap }: FilmGestureOptions,
): FilmGestures {
  const [view, setView] = useState<FilmGestureView>(initialFilmGestureView);
  const element = useRef<Element | null>(null);
  const latest = useRef(onDoubleTap);
  useEffect(() => {
    latest.current = onDoubleTap;
  });
  const [gestures, setGestures] = useState<FilmGestureController | null>(null);
  useEffect(() => {
    const created = createFilmGestures({
      player,
      box: () =>
        element.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 },
      onView: setView,
      onDoubleTap: () => latest.current(),
    });
    setGestures(created);
    return () => created.destroy();
  }, [player]);
  // Paused or ended under a held finger: the 2× ends with it.
  useEffect(() => {
    if (!playing) gestures?.stopped();
  }, [playing, gestures]);

  return {
    ...view,
    handlers: {
      onPointerDown: (event) => {
        element.current = event.currentTarget;
        gestures?.down(event);
      },
      onPointerMove: (event) => gestures?.move(event),
      onPointerUp: (event) => gestures?.up(event),
      onPointerCancel: (event) => gestures?.cancel(event),
      onPointerLeave: (event) => gestures?.leave(event),
      onClickCapture: (event) => {
        if (!gestures?.takeClick()) return;
        event.preventDefault();
        event.stopPropagation();
      },
      onContextMenu: (event) => event.preventDefault(),
    },
  };
}
