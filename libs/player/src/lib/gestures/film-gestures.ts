import { SEEK_SECONDS } from '@video/domain';
import type { Player } from '../core/player-types';
import { seekRippleText } from '../player-text';
import { dragLevel, seekDragBubble, seekDragTarget } from './drag-values';
import {
  type GestureIntent,
  type GestureSample,
  type GestureState,
  gestureStep,
  initialGestureState,
  TAP_RUN_MS,
} from './gesture-recogniser';

/** The rate a held finger plays at. */
export const LONG_PRESS_RATE = 2;

/** The bubble over a seek drag: where the film will be, and how far that is. */
export interface SeekDragPreview {
  readonly time: string;
  readonly delta: string;
  /** Where the film will be, in seconds: its seek thumbnail. */
  readonly target: number;
}

/** A volume or brightness drag under way, and the level it has set (0 to 1). */
export interface LevelPreview {
  readonly kind: 'volume' | 'brightness';
  readonly level: number;
}

/** The ripple of a run of taps on a side: the seek so far ('-20秒'), where the finger was. */
export interface TapRipple {
  readonly text: string;
  /** Where the last tap landed, in the film's coordinates (px). */
  readonly x: number;
  readonly y: number;
}

/** What the film's gestures show while they act. */
export interface FilmGestureView {
  readonly held: boolean;
  readonly seekPreview: SeekDragPreview | null;
  readonly levelPreview: LevelPreview | null;
  /** How bright the film shows, 0 to 1: a dim layer covers it below 1. */
  readonly brightness: number;
  readonly ripple: TapRipple | null;
  /** A double tap in the middle just played (`play`) or paused (`pause`) the film. */
  readonly playToggle: 'play' | 'pause' | null;
}

export const initialFilmGestureView: FilmGestureView = {
  held: false,
  seekPreview: null,
  levelPreview: null,
  brightness: 1,
  ripple: null,
  playToggle: null,
};

/** How long the ripple and the play or pause icon of a double tap show: as long as a run lasts. */
export const PLAY_TOGGLE_SHOW_MS = TAP_RUN_MS;

/**
 * Marks an element over the film that is part of the film for taps (the thirds, the big play
 * button): a tap run goes to the gestures, not to it. `play` marks the play button, whose lone tap
 * plays or pauses at once.
 */
export const FILM_TAP_ATTRIBUTE = 'data-film-tap';

/** The pointer events the gestures read (a DOM `PointerEvent` has them all). */
export interface GesturePointer {
  readonly pointerId: number;
  readonly clientX: number;
  readonly clientY: number;
  readonly timeStamp: number;
  readonly target: EventTarget | null;
}

export interface FilmGestureOptions {
  readonly player: Player;
  /** Where the film is on the page, read as a finger goes down. */
  readonly box: () => {
    readonly left: number;
    readonly top: number;
    readonly width: number;
    readonly height: number;
  };
  /** Every change of what the gestures show. */
  readonly onView: (view: FilmGestureView) => void;
  /** A double tap on the film's middle third: play or pause. */
  readonly onDoubleTap: () => void;
  /**
   * A tap on the film itself (not on one of its controls): show or hide the controls. It comes at
   * once; when a second tap makes it a double tap, the controls stay as it left them (they change
   * once, never back and forth).
   */
  readonly onTap?: () => void;
}

/** The gestures of one film, fed the pointer events of the element around the film and its controls. */
export interface FilmGestures {
  down(event: GesturePointer): void;
  move(event: GesturePointer): void;
  up(event: GesturePointer): void;
  cancel(event: GesturePointer): void;
  leave(event: GesturePointer): void;
  /**
   * Whether the click that follows should be swallowed: it ends a hold, a drag or a double tap,
   * and must neither seek nor toggle. Reading it resets it.
   */
  takeClick(): boolean;
  /** Seeks by `seconds` with the ripple of a tap run (the keyboard's seeks). */
  nudge(seconds: number): void;
  /** Sets the brightness, 0 to 1, as the left-half drag does (the menu's 亮度). */
  setBrightness(level: number): void;
  /** The film stopped playing: a held 2× ends with it. */
  stopped(): void;
  destroy(): void;
}

/**
 * The film's gestures as a framework-free controller over the recogniser (`gestureStep`): a
 * finger held plays at 2× until it lifts (over the controls too), a horizontal drag seeks with a
 * bubble (the target over the length, and ±秒) applied on release, double taps follow YouTube (the
 * left third seeks back 10 s and the right on, each further tap adding 10 s, the middle plays or
 * pauses) whether the controls show or not, a vertical drag sets the volume on the right half (not where the
 * platform keeps it, as iOS does) and the brightness on the left (a dim layer). The React
 * controls and the embeddable player each bind it to their element's pointer events.
 */
export function createFilmGestures({
  player,
  box,
  onView,
  onDoubleTap,
  onTap,
}: FilmGestureOptions): FilmGestures {
  let state: GestureState = initialGestureState;
  let surface = { left: 0, top: 0, width: 0, height: 0 };
  let wake: ReturnType<typeof setTimeout> | null = null;
  let swallowClick = false;
  /**
   * Clicks still to come of the film's own taps: counted, not reset by the next finger, since a
   * quick pair's clicks may both arrive after its second touch.
   */
  let tapClicks = 0;
  let seekFrom = 0;
  let rateBefore = 1;
  let holding = false;
  let levelFrom: number | null = null;
  let tappedControl = false;
  let tappedPlay = false;
  /** The run of taps under way: where its seeks count from, and whether it played or paused. */
  let run = { from: 0, offset: 0, toggled: false };
  let flashTimer: ReturnType<typeof setTimeout> | undefined;
  let view = initialFilmGestureView;

  const show = (change: Partial<FilmGestureView>) => {
    view = { ...view, ...change };
    onView(view);
  };

  const setLevel = (kind: LevelPreview['kind'], level: number) => {
    if (kind === 'volume') player.setVolume(level);
    else show({ brightness: level });
  };

  /** Shows a ripple or an icon for as long as a run of taps lasts. */
  const flash = (change: Partial<FilmGestureView>) => {
    clearTimeout(flashTimer);
    show(change);
    flashTimer = setTimeout(() => show({ ripple: null, playToggle: null }), TAP_RUN_MS);
  };

  /** Seeks the run on to `from + offset`: counted from where it began, not from a lagging clock. */
  const seekRun = (seconds: number, x: number, y: number) => {
    run.offset += seconds;
    player.seekTo(run.from + run.offset);
    flash({ ripple: { text: seekRippleText(run.offset), x, y } });
  };

  const togglePlay = () => {
    const { status } = player.getState();
    onDoubleTap();
    flash({ playToggle: status === 'playing' || status === 'waiting' ? 'pause' : 'play' });
  };

  const onTapIntent = (count: number, zone: 'left' | 'middle' | 'right', x: number, y: number) => {
    if (count === 1) {
      run = { from: player.getState().currentTime, offset: 0, toggled: tappedPlay };
      // A lone tap on the play button is the button's (it plays or pauses at once).
      if (tappedPlay) return;
      tapClicks += 1;
      onTap?.();
      return;
    }
    tapClicks += 1;
    if (zone !== 'middle') seekRun(zone === 'left' ? -SEEK_SECONDS : SEEK_SECONDS, x, y);
    // One play or pause per double tap, counting a first tap that the play button took.
    else if (count === 2 && !run.toggled) togglePlay();
  };

  const endHold = () => {
    if (!holding) return;
    holding = false;
    player.setRate(rateBefore);
    show({ held: false });
  };

  const act = (intent: GestureIntent) => {
    switch (intent.type) {
      case 'holdStart':
        if (player.getState().status !== 'playing') return;
        rateBefore = player.getState().rate;
        player.setRate(LONG_PRESS_RATE);
        globalThis.navigator?.vibrate?.(15);
        holding = true;
        show({ held: true });
        return;
      case 'holdEnd':
        if (!holding) return;
        endHold();
        swallowClick = true;
        return;
      case 'dragStart':
        if (intent.kind === 'seek') seekFrom = player.getState().currentTime;
        else levelFrom = intent.kind === 'volume' ? player.getVolume() : view.brightness;
        return;
      case 'drag':
      case 'dragEnd': {
        if (intent.type === 'dragEnd') swallowClick = true;
        if (intent.kind !== 'seek') {
          if (levelFrom === null) return;
          const level = dragLevel(levelFrom, intent.fraction);
          setLevel(intent.kind, level);
          show({ levelPreview: intent.type === 'drag' ? { kind: intent.kind, level } : null });
          return;
        }
        const { duration } = player.getState();
        const target = seekDragTarget(seekFrom, duration, intent.fraction);
        if (intent.type === 'drag') {
          show({ seekPreview: seekDragBubble(seekFrom, target, duration) });
          return;
        }
        show({ seekPreview: null });
        player.seekTo(target);
        return;
      }
      case 'dragCancel':
        show({ seekPreview: null, levelPreview: null });
        if (intent.kind !== 'seek' && levelFrom !== null) setLevel(intent.kind, levelFrom);
        return;
      case 'tap':
        // A control's own tap (the bar, a menu) acts alone; the film's go to the run of taps.
        if (!tappedControl) onTapIntent(intent.count, intent.zone, intent.x, intent.y);
        return;
    }
  };

  const feed = (sample: GestureSample) => {
    const step = gestureStep(state, sample, surface);
    state = step.state;
    if (wake !== null) clearTimeout(wake);
    wake = null;
    const { wakeAt } = step.state;
    // Woken at the time it asked for: the clock of the samples is the events' own.
    if (wakeAt !== null)
      wake = setTimeout(() => feed({ type: 'time', t: wakeAt }), Math.max(0, wakeAt - sample.t));
    for (const intent of step.intents) act(intent);
  };

  const sample = (type: 'down' | 'move' | 'up' | 'cancel' | 'leave', event: GesturePointer) =>
    feed({
      type,
      id: event.pointerId,
      x: event.clientX - surface.left,
      y: event.clientY - surface.top,
      t: event.timeStamp,
    });

  return {
    down(event) {
      swallowClick = false;
      // The progress bar drags itself: a finger on it is no gesture of the film's.
      if (closest(event.target, 'input')) return;
      tappedPlay = closest(event.target, `[${FILM_TAP_ATTRIBUTE}=play]`);
      tappedControl =
        !closest(event.target, `[${FILM_TAP_ATTRIBUTE}]`) &&
        closest(event.target, 'button, a, input, [role="menu"], [role="group"]');
      surface = box();
      sample('down', event);
    },
    move: (event) => sample('move', event),
    up: (event) => sample('up', event),
    cancel: (event) => sample('cancel', event),
    leave: (event) => sample('leave', event),
    takeClick() {
      if (tapClicks > 0) {
        tapClicks -= 1;
        return true;
      }
      const swallow = swallowClick;
      swallowClick = false;
      return swallow;
    },
    nudge(seconds) {
      const { width, height } = box();
      // Keys pressed while the ripple shows add up, as taps do.
      if (view.ripple === null)
        run = { from: player.getState().currentTime, offset: 0, toggled: false };
      seekRun(seconds, seconds < 0 ? width / 6 : (width * 5) / 6, height / 2);
    },
    setBrightness: (level) => show({ brightness: Math.min(Math.max(level, 0), 1) }),
    stopped: endHold,
    destroy() {
      if (wake !== null) clearTimeout(wake);
      wake = null;
      clearTimeout(flashTimer);
      endHold();
    },
  };
}

/** Whether `target` is inside an element matching `selector`. */
function closest(target: EventTarget | null, selector: string): boolean {
  const element = target as { closest?: (selector: string) => unknown } | null;
  return typeof element?.closest === 'function' && element.closest(selector) !== null;
}
