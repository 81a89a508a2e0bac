import {
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { Player } from '../core/player-types';
import {
  createFilmGestures,
  type FilmGestures as FilmGestureController,
  type FilmGestureView,
  initialFilmGestureView,
} from '../gestures/film-gestures';

export type { LevelPreview, SeekDragPreview, TapRipple } from '../gestures/film-gestures';

export interface FilmGestures extends FilmGestureView {
  /** Seeks with the ripple a run of taps shows (the keyboard's seeks). */
  nudge(seconds: number): void;
  /** The menu's 亮度. */
  setBrightness(level: number): void;
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
  /** A tap on the film (not on a control of the bar): show or hide the controls, at once. */
  readonly onTap: () => void;
  /** The element the handlers are spread on: the film's box the gestures measure. */
  readonly root: RefObject<Element | null>;
}

/**
 * Binds the core's film gestures (`createFilmGestures`: hold for 2×, seek drag with a bubble,
 * taps and double taps, volume and brightness drags) to the pointer events of the element around
 * the film and its controls. A tap on the film or its overlaid controls (the thirds, the big play
 * button) is the gestures', so a double tap is the same whether the controls show or not; the
 * buttons of the bar keep their own taps. Where the page scrolls, the browser takes vertical
 * drags for itself, so the level drags work in full screen.
 */
export function useFilmGestures(
  player: Player,
  { playing, onDoubleTap, onTap, root }: FilmGestureOptions,
): FilmGestures {
  const [view, setView] = useState<FilmGestureView>(initialFilmGestureView);
  const latest = useRef({ onDoubleTap, onTap });
  useEffect(() => {
    latest.current = { onDoubleTap, onTap };
  });
  const [gestures, setGestures] = useState<FilmGestureController | null>(null);
  useEffect(() => {
    const created = createFilmGestures({
      player,
      box: () => root.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 },
      onView: setView,
      onDoubleTap: () => latest.current.onDoubleTap(),
      onTap: () => latest.current.onTap(),
    });
    setGestures(created);
    return () => created.destroy();
  }, [player, root]);
  // Paused or ended under a held finger: the 2× ends with it.
  useEffect(() => {
    if (!playing) gestures?.stopped();
  }, [playing, gestures]);

  return {
    ...view,
    nudge: (seconds) => gestures?.nudge(seconds),
    setBrightness: (level) => gestures?.setBrightness(level),
    handlers: {
      onPointerDown: (event) => gestures?.down(event),
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
