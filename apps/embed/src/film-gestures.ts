import {
  dragLevel,
  type GestureIntent,
  type GestureSample,
  type GestureState,
  gestureStep,
  initialGestureState,
  type Player,
  seekDragBubble,
  seekDragTarget,
} from '@video/player';

/** The rate a held finger plays at. */
export const HELD_RATE = 2;

/** What the gestures show while they act: the 2× hint, the seek bubble, a level, the dim layer. */
export interface GestureView {
  held(on: boolean): void;
  seekPreview(preview: { readonly time: string; readonly delta: string } | null): void;
  level(preview: { readonly kind: 'volume' | 'brightness'; readonly level: number } | null): void;
  brightness(level: number): void;
}

export interface FilmGestureOptions {
  readonly player: Player;
  /** The element the fingers touch: the film with its controls. */
  readonly surface: HTMLElement;
  readonly view: GestureView;
  /** A single tap on the film: show or hide the controls. */
  readonly onTap: () => void;
  /** A double tap on the film's middle third: play or pause. */
  readonly onDoubleTap: () => void;
}

/**
 * The player's gesture recogniser (`gestureStep`) bound to pointer events on `surface`: a finger
 * held plays at 2× until it lifts (over the controls too), a horizontal drag seeks with a bubble
 * applied on release, a double tap on the middle plays or pauses, a vertical drag sets the volume
 * (right half) or the brightness (left half). Returns the function that unbinds it all.
 */
export function bindFilmGestures({
  player,
  surface,
  view,
  onTap,
  onDoubleTap,
}: FilmGestureOptions): () => void {
  let state: GestureState = initialGestureState;
  let box = surface.getBoundingClientRect();
  let wake: ReturnType<typeof setTimeout> | null = null;
  let swallowClick = false;
  let seekFrom = 0;
  let rateBefore = 1;
  let holding = false;
  let brightness = 1;
  let levelFrom: number | null = null;

  const setLevel = (kind: 'volume' | 'brightness', level: number) => {
    if (kind === 'volume') player.setVolume(level);
    else {
      brightness = level;
      view.brightness(level);
    }
  };

  const act = (intent: GestureIntent) => {
    switch (intent.type) {
      case 'holdStart':
        if (player.getState().status !== 'playing') return;
        rateBefore = player.getState().rate;
        player.setRate(HELD_RATE);
        holding = true;
        view.held(true);
        return;
      case 'holdEnd':
        if (!holding) return;
        holding = false;
        player.setRate(rateBefore);
        swallowClick = true;
        view.held(false);
        return;
      case 'dragStart':
        if (intent.kind === 'seek') seekFrom = player.getState().currentTime;
        else levelFrom = intent.kind === 'volume' ? player.getVolume() : brightness;
        return;
      case 'drag':
      case 'dragEnd': {
        swallowClick ||= intent.type === 'dragEnd';
        if (intent.kind !== 'seek') {
          if (levelFrom === null) return;
          const level = dragLevel(levelFrom, intent.fraction);
          setLevel(intent.kind, level);
          view.level(intent.type === 'drag' ? { kind: intent.kind, level } : null);
          return;
        }
        const { duration } = player.getState();
        const target = seekDragTarget(seekFrom, duration, intent.fraction);
        if (intent.type === 'drag') {
          view.seekPreview(seekDragBubble(seekFrom, target, duration));
          return;
        }
        view.seekPreview(null);
        player.seekTo(target);
        return;
      }
      case 'dragCancel':
        view.seekPreview(null);
        view.level(null);
        if (intent.kind !== 'seek' && levelFrom !== null) setLevel(intent.kind, levelFrom);
        return;
      case 'tap':
        if (intent.count === 2 && intent.x > box.width / 3 && intent.x < (box.width * 2) / 3) {
          swallowClick = true;
          onDoubleTap();
        } else if (intent.count === 1 && isOnFilm(lastTarget)) onTap();
        return;
    }
  };

  const feed = (sample: GestureSample) => {
    const step = gestureStep(state, sample, box);
    state = step.state;
    if (wake !== null) clearTimeout(wake);
    wake = null;
    const { wakeAt } = step.state;
    if (wakeAt !== null) {
      wake = setTimeout(() => feed({ type: 'time', t: wakeAt }), Math.max(0, wakeAt - sample.t));
    }
    for (const intent of step.intents) act(intent);
  };

  let lastTarget: EventTarget | null = null;
  const sampleOf = (type: 'down' | 'move' | 'up' | 'cancel' | 'leave', event: PointerEvent) => {
    if (type === 'down') box = surface.getBoundingClientRect();
    return {
      type,
      id: event.pointerId,
      x: event.clientX - box.left,
      y: event.clientY - box.top,
      t: event.timeStamp,
    };
  };
  /** A finger on the progress bar drags the bar, not the film. */
  const onBar = (event: Event) =>
    event.target instanceof Element && event.target.closest('input') !== null;

  const handlers: Record<string, (event: PointerEvent) => void> = {
    pointerdown: (event) => {
      if (onBar(event)) return;
      lastTarget = event.target;
      feed(sampleOf('down', event));
    },
    pointermove: (event) => feed(sampleOf('move', event)),
    pointerup: (event) => feed(sampleOf('up', event)),
    pointercancel: (event) => feed(sampleOf('cancel', event)),
    pointerleave: (event) => feed(sampleOf('leave', event)),
  };
  const swallow = (event: Event) => {
    if (!swallowClick) return;
    swallowClick = false;
    event.stopPropagation();
    event.preventDefault();
  };
  const noMenu = (event: Event) => event.preventDefault();

  for (const [type, handler] of Object.entries(handlers))
    surface.addEventListener(type, handler as EventListener);
  surface.addEventListener('click', swallow, true);
  surface.addEventListener('contextmenu', noMenu);
  return () => {
    for (const [type, handler] of Object.entries(handlers))
      surface.removeEventListener(type, handler as EventListener);
    surface.removeEventListener('click', swallow, true);
    surface.removeEventListener('contextmenu', noMenu);
    if (wake !== null) clearTimeout(wake);
    if (holding) player.setRate(rateBefore);
  };
}

/** A tap on the film itself, not on one of its buttons. */
function isOnFilm(target: EventTarget | null): boolean {
  return !(target instanceof Element) || target.closest('button, a, input') === null;
}
