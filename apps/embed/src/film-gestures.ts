import { createFilmGestures, type FilmGestureView, type Player } from '@video/player';

export interface FilmGestureBinding {
  readonly player: Player;
  /** The element the fingers touch: the film with its controls. */
  readonly surface: HTMLElement;
  /** What the gestures show (the 2× hint, the seek bubble, a level, the dim layer). */
  readonly onView: (view: FilmGestureView) => void;
  /** A single tap on the film: show or hide the controls. */
  readonly onTap: () => void;
  /** A double tap on the film's middle: play or pause. */
  readonly onDoubleTap: () => void;
}

/**
 * The player core's film gestures bound to `surface`'s pointer events. Returns the function that
 * unbinds them.
 */
export function bindFilmGestures({
  player,
  surface,
  onView,
  onTap,
  onDoubleTap,
}: FilmGestureBinding): () => void {
  const gestures = createFilmGestures({
    player,
    box: () => surface.getBoundingClientRect(),
    onView,
    onTap,
    onDoubleTap,
  });
  const listeners: [string, EventListener][] = [
    ['pointerdown', (event) => gestures.down(event as PointerEvent)],
    ['pointermove', (event) => gestures.move(event as PointerEvent)],
    ['pointerup', (event) => gestures.up(event as PointerEvent)],
    ['pointercancel', (event) => gestures.cancel(event as PointerEvent)],
    ['pointerleave', (event) => gestures.leave(event as PointerEvent)],
    // The browser's long-press menu would take the finger.
    ['contextmenu', (event) => event.preventDefault()],
  ];
  const swallow = (event: Event) => {
    if (!gestures.takeClick()) return;
    event.stopPropagation();
    event.preventDefault();
  };
  for (const [type, listener] of listeners) surface.addEventListener(type, listener);
  surface.addEventListener('click', swallow, true);
  return () => {
    for (const [type, listener] of listeners) surface.removeEventListener(type, listener);
    surface.removeEventListener('click', swallow, true);
    gestures.destroy();
  };
}
