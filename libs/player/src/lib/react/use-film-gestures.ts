import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import type { Player } from '../core/player-types';
import {
  type GestureIntent,
  type GestureSample,
  type GestureState,
  gestureStep,
  initialGestureState,
} from '../gestures/gesture-recogniser';
import { dragLevel, seekDragBubble, seekDragTarget } from '../gestures/drag-values';
import { LONG_PRESS_RATE } from './use-long-press-rate';

/** The bubble over a seek drag: where the film will be, and how far that is. */
export interface SeekDragPreview {
  readonly time: string;
  readonly delta: string;
}

/** A volume or brightness drag under way, and the level it has set (0 to 1). */
export interface LevelPreview {
  readonly kind: 'volume' | 'brightness';
  readonly level: number;
}

export interface FilmGestures {
  /** A held finger plays the film at 2× now. */
  readonly held: boolean;
  /** A seek drag is under way. */
  readonly seekPreview: SeekDragPreview | null;
  /** A volume or brightness drag is under way. */
  readonly levelPreview: LevelPreview | null;
  /** How bright the film shows, 0 to 1: a dim layer covers it below 1. */
  readonly brightness: number;
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

/** Where a pointer event happened on the element, and the element's size. */
function sampleOf(
  type: 'down' | 'move' | 'up' | 'cancel' | 'leave',
  event: PointerEvent,
  box: DOMRect,
): GestureSample {
  return {
    type,
    id: event.pointerId,
    x: event.clientX - box.left,
    y: event.clientY - box.top,
    t: event.timeStamp,
  };
}

/** The progress bar drags itself: a finger on it is no gesture of the film's. */
function onOwnControl(event: PointerEvent): boolean {
  return event.target instanceof Element && event.target.closest('input') !== null;
}

/**
 * Binds the film's gesture recogniser (`gestureStep`) to pointer events on the film and its
 * controls: a finger held plays at 2× until it lifts (over the controls too), a horizontal drag
 * seeks with a bubble (the target over the length, and ±秒) applied on release, a double tap on
 * the middle third plays or pauses. Single taps stay the buttons' own (the sides seek ∓10 s, the
 * middle shows the controls). A vertical drag sets the volume on the right half (not where the
 * platform keeps it, as iOS does) and the brightness on the left (a dim layer over the film):
 * where the page scrolls, the browser takes vertical drags for itself, so in full screen.
 */
export function useFilmGestures(
  player: Player,
  { playing, onDoubleTap }: FilmGestureOptions,
): FilmGestures {
  const state = useRef<GestureState>(initialGestureState);
  const box = useRef<DOMRect | null>(null);
  const wake = useRef<ReturnType<typeof setTimeout> | null>(null);
  const swallowClick = useRef(false);
  const seekFrom = useRef(0);
  const rateBefore = useRef(1);
  const holding = useRef(false);
  const [held, setHeld] = useState(false);
  const [seekPreview, setSeekPreview] = useState<SeekDragPreview | null>(null);
  const [levelPreview, setLevelPreview] = useState<LevelPreview | null>(null);
  const [brightness, setBrightness] = useState(1);
  const brightnessNow = useRef(1);
  /** The level a volume or brightness drag started from; null when the drag changes nothing. */
  const levelFrom = useRef<number | null>(null);
  const latest = useRef({ player, playing, onDoubleTap });
  useEffect(() => {
    latest.current = { player, playing, onDoubleTap };
  });

  const act = (intent: GestureIntent) => {
    const { player: current } = latest.current;
    switch (intent.type) {
      case 'holdStart':
        if (!latest.current.playing) return;
        rateBefore.current = current.getState().rate;
        current.setRate(LONG_PRESS_RATE);
        navigator.vibrate?.(15);
        holding.current = true;
        setHeld(true);
        return;
      case 'holdEnd':
        if (!holding.current) return;
        holding.current = false;
        current.setRate(rateBefore.current);
        swallowClick.current = true;
        setHeld(false);
        return;
      case 'dragStart':
        if (intent.kind === 'seek') seekFrom.current = current.getState().currentTime;
        else
          levelFrom.current =
            intent.kind === 'volume' ? current.getVolume() : brightnessNow.current;
        return;
      case 'drag':
      case 'dragEnd': {
        if (intent.kind !== 'seek') {
          if (levelFrom.current === null) return;
          const level = dragLevel(levelFrom.current, intent.fraction);
          setLevel(intent.kind, level);
          setLevelPreview(intent.type === 'drag' ? { kind: intent.kind, level } : null);
          if (intent.type === 'dragEnd') swallowClick.current = true;
          return;
        }
        const { duration } = current.getState();
        const target = seekDragTarget(seekFrom.current, duration, intent.fraction);
        if (intent.type === 'drag') {
          setSeekPreview(seekDragBubble(seekFrom.current, target, duration));
          return;
        }
        setSeekPreview(null);
        swallowClick.current = true;
        current.seekTo(target);
        return;
      }
      case 'dragCancel':
        setSeekPreview(null);
        setLevelPreview(null);
        if (intent.kind !== 'seek' && levelFrom.current !== null)
          setLevel(intent.kind, levelFrom.current);
        return;
      case 'tap': {
        const width = box.current?.width ?? 0;
        if (intent.count === 2 && intent.x > width / 3 && intent.x < (width * 2) / 3) {
          swallowClick.current = true;
          latest.current.onDoubleTap();
        }
        return;
      }
    }
  };

  const setLevel = (kind: 'volume' | 'brightness', level: number) => {
    if (kind === 'volume') {
      latest.current.player.setVolume(level);
      return;
    }
    brightnessNow.current = level;
    setBrightness(level);
  };

  const feed = (sample: GestureSample) => {
    const step = gestureStep(state.current, sample, box.current ?? { width: 0, height: 0 });
    state.current = step.state;
    if (wake.current !== null) clearTimeout(wake.current);
    wake.current = null;
    const { wakeAt } = step.state;
    if (wakeAt !== null) {
      // Woken at the time it asked for: the clock of the samples is the events' own.
      wake.current = setTimeout(
        () => feed({ type: 'time', t: wakeAt }),
        Math.max(0, wakeAt - sample.t),
      );
    }
    for (const intent of step.intents) act(intent);
  };

  useEffect(
    () => () => {
      if (wake.current !== null) clearTimeout(wake.current);
    },
    [],
  );
  // Paused or ended under a held finger: the 2× ends with it.
  useEffect(() => {
    if (playing || !holding.current) return;
    holding.current = false;
    latest.current.player.setRate(rateBefore.current);
    setHeld(false);
  }, [playing]);

  const forward = (type: 'move' | 'up' | 'cancel' | 'leave', event: PointerEvent) => {
    if (box.current) feed(sampleOf(type, event, box.current));
  };
  return {
    held,
    seekPreview,
    levelPreview,
    brightness,
    handlers: {
      onPointerDown: (event) => {
        swallowClick.current = false;
        if (onOwnControl(event)) return;
        box.current = event.currentTarget.getBoundingClientRect();
        feed(sampleOf('down', event, box.current));
      },
      onPointerMove: (event) => forward('move', event),
      onPointerUp: (event) => forward('up', event),
      onPointerCancel: (event) => forward('cancel', event),
      onPointerLeave: (event) => forward('leave', event),
      onClickCapture: (event) => {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      onContextMenu: (event) => event.preventDefault(),
    },
  };
}
