/**
 * The film's gestures as a pure rule: pointer samples in, intents out. No timers and no DOM: the
 * binder feeds each pointer event as a sample (and a `time` sample when `wakeAt` comes, for a
 * hold) and acts on the intents. Conventions follow Chinese phone players (xgplayer's mobile
 * plugin, Bilibili, Douyin): a tap, a held finger, a horizontal drag that seeks and a vertical
 * drag that sets the volume (right half) or the brightness (left half); double taps follow
 * YouTube's (a run of taps on a side, a double tap in the middle), so each tap says its third.
 */

/** Moving further than this from where the finger went down is a drag, not a tap or a hold. */
export const GESTURE_SLOP_PX = 10;
/** A finger held this long without moving is a hold (2× while held). */
export const HOLD_MS = 500;
/** A second tap this soon after the first, and this close to it, is a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SLOP_PX = 40;
/**
 * After a double tap on a side, each further tap on that side this soon after the last one adds
 * to the run (YouTube's ±10 s per tap), wherever on the side it lands.
 */
export const TAP_RUN_MS = 600;

/** The film's thirds: a double tap seeks back (left), plays or pauses (middle), seeks on (right). */
export type TapZone = 'left' | 'middle' | 'right';

/** One pointer event on the film, in the film's own coordinates (0,0 at its top left). */
export type GestureSample =
  | {
      readonly type: 'down' | 'move' | 'up' | 'cancel' | 'leave';
      readonly id: number;
      readonly x: number;
      readonly y: number;
      /** Milliseconds on a monotonic clock (`event.timeStamp`). */
      readonly t: number;
    }
  /** The clock reached `wakeAt`: a finger still down may have become a hold. */
  | { readonly type: 'time'; readonly t: number };

/** Which way a drag goes: along the film (`seek`) or up and down one half (`volume`, `brightness`). */
export type DragKind = 'seek' | 'volume' | 'brightness';

/** What the gestures mean. Fractions are of the film's width (seek) or height (the others). */
export type GestureIntent =
  /**
   * A tap on `zone`; `count` 2 is a double tap (within {@link DOUBLE_TAP_MS}), 3 and more the
   * further taps of a run on a side (each within {@link TAP_RUN_MS}).
   */
  | {
      readonly type: 'tap';
      readonly x: number;
      readonly y: number;
      readonly count: number;
      readonly zone: TapZone;
    }
  | { readonly type: 'holdStart' }
  | { readonly type: 'holdEnd' }
  | { readonly type: 'dragStart'; readonly kind: DragKind }
  /** How far the drag has gone: rightwards (seek) or upwards (the others) is positive. */
  | { readonly type: 'drag'; readonly kind: DragKind; readonly fraction: number }
  /** The finger lifted (or left the film): apply the drag at `fraction`. */
  | { readonly type: 'dragEnd'; readonly kind: DragKind; readonly fraction: number }
  /** The browser took the finger (a scroll, a second finger): undo what the drag showed. */
  | { readonly type: 'dragCancel'; readonly kind: DragKind };

interface Finger {
  readonly id: number;
  readonly x0: number;
  readonly y0: number;
  readonly t0: number;
  readonly phase: 'pressed' | 'holding' | 'dragging';
  readonly kind?: DragKind;
  readonly fraction?: number;
}

/** Where the recogniser stands between samples. */
export interface GestureState {
  /** The finger followed, if one is down. */
  readonly finger: Finger | null;
  /** Pointers down now (a second finger blocks every gesture until all have lifted). */
  readonly down: readonly number[];
  readonly blocked: boolean;
  /** The last tap, for a double tap. */
  readonly lastTap: {
    readonly x: number;
    readonly y: number;
    readonly t: number;
    readonly count: number;
    readonly zone: TapZone;
  } | null;
  /** When a `time` sample must come (a finger down may become a hold then); null for never. */
  readonly wakeAt: number | null;
}

export const initialGestureState: GestureState = {
  finger: null,
  down: [],
  blocked: false,
  lastTap: null,
  wakeAt: null,
};

/** The film's size, which the fractions are of. */
export interface GestureSurface {
  readonly width: number;
  readonly height: number;
}

export interface GestureStep {
  readonly state: GestureState;
  readonly intents: readonly GestureIntent[];
}

const none: readonly GestureIntent[] = [];

/** The state after `sample` and what it means. */
export function gestureStep(
  state: GestureState,
  sample: GestureSample,
  surface: GestureSurface,
): GestureStep {
  if (sample.type === 'time') return onTime(state, sample.t);
  switch (sample.type) {
    case 'down':
      return onDown(state, sample);
    case 'move':
      return onMove(state, sample, surface);
    case 'up':
      return onLift(state, sample, surface, 'up');
    case 'leave':
      return onLift(state, sample, surface, 'leave');
    case 'cancel':
      return onLift(state, sample, surface, 'cancel');
  }
}

function onDown(
  state: GestureState,
  sample: { id: number; x: number; y: number; t: number },
): GestureStep {
  const down = state.down.includes(sample.id) ? state.down : [...state.down, sample.id];
  if (state.finger !== null || state.blocked) {
    // A second finger: the browser's pinch, not a gesture of the film's.
    return {
      state: { ...state, finger: null, down, blocked: true, wakeAt: null },
      intents: endWithout(state.finger),
    };
  }
  const finger: Finger = {
    id: sample.id,
    x0: sample.x,
    y0: sample.y,
    t0: sample.t,
    phase: 'pressed',
  };
  return { state: { ...state, finger, down, wakeAt: sample.t + HOLD_MS }, intents: none };
}

function onTime(state: GestureState, t: number): GestureStep {
  const { finger } = state;
  if (finger === null || finger.phase !== 'pressed' || t < finger.t0 + HOLD_MS) {
    return { state, intents: none };
  }
  return {
    state: { ...state, finger: { ...finger, phase: 'holding' }, wakeAt: null, lastTap: null },
    intents: [{ type: 'holdStart' }],
  };
}

function onMove(
  state: GestureState,
  sample: { id: number; x: number; y: number; t: number },
  surface: GestureSurface,
): GestureStep {
  const { finger } = state;
  if (finger === null || finger.id !== sample.id) return { state, intents: none };
  const dx = sample.x - finger.x0;
  const dy = sample.y - finger.y0;
  if (finger.phase === 'dragging' && finger.kind) {
    const fraction = dragFraction(finger.kind, dx, dy, surface);
    return {
      state: { ...state, finger: { ...finger, fraction } },
      intents: [{ type: 'drag', kind: finger.kind, fraction }],
    };
  }
  if (Math.hypot(dx, dy) <= GESTURE_SLOP_PX) return { state, intents: none };
  if (finger.phase === 'holding') {
    // A held finger that moves lets go of the 2×, as lifting it would.
    return { state: { ...state, finger: null, wakeAt: null }, intents: [{ type: 'holdEnd' }] };
  }
  const kind: DragKind =
    Math.abs(dx) >= Math.abs(dy)
      ? 'seek'
      : finger.x0 >= surface.width / 2
        ? 'volume'
        : 'brightness';
  const fraction = dragFraction(kind, dx, dy, surface);
  return {
    state: {
      ...state,
      finger: { ...finger, phase: 'dragging', kind, fraction },
      wakeAt: null,
      lastTap: null,
    },
    intents: [
      { type: 'dragStart', kind },
      { type: 'drag', kind, fraction },
    ],
  };
}

function onLift(
  state: GestureState,
  sample: { id: number; x: number; y: number; t: number },
  surface: GestureSurface,
  how: 'up' | 'leave' | 'cancel',
): GestureStep {
  const down = state.down.filter((id) => id !== sample.id);
  // A touch that lifts fires pointerup then pointerleave: the second finds nothing down.
  const blocked = state.blocked && down.length > 0;
  const { finger } = state;
  if (finger === null || finger.id !== sample.id) {
    return { state: { ...state, down, blocked }, intents: none };
  }
  const after: GestureState = { ...state, finger: null, down, blocked, wakeAt: null };
  if (finger.phase === 'holding') return { state: after, intents: [{ type: 'holdEnd' }] };
  if (finger.phase === 'dragging' && finger.kind) {
    if (how === 'cancel')
      return { state: after, intents: [{ type: 'dragCancel', kind: finger.kind }] };
    // Lifted, or dragged off the film: the drag applies where it got to.
    const fraction = dragFraction(finger.kind, sample.x - finger.x0, sample.y - finger.y0, surface);
    return { state: after, intents: [{ type: 'dragEnd', kind: finger.kind, fraction }] };
  }
  // Pressed and released in place: a tap, unless the browser took it or the finger slid off.
  if (how !== 'up') return { state: after, intents: none };
  const zone = tapZone(sample.x, surface.width);
  const count = continuesRun(state.lastTap, sample, zone) ? (state.lastTap?.count ?? 0) + 1 : 1;
  return {
    state: { ...after, lastTap: { x: sample.x, y: sample.y, t: sample.t, count, zone } },
    intents: [{ type: 'tap', x: sample.x, y: sample.y, count, zone }],
  };
}

/** Which third of the film `x` is in. */
export function tapZone(x: number, width: number): TapZone {
  if (x < width / 3) return 'left';
  return x > (width * 2) / 3 ? 'right' : 'middle';
}

/**
 * Whether a tap continues the run of `previous`: the second tap of a double tap comes soon and
 * near; a run on a side goes on with any tap on that side within {@link TAP_RUN_MS} of the last.
 */
function continuesRun(
  previous: GestureState['lastTap'],
  tap: { readonly x: number; readonly y: number; readonly t: number },
  zone: TapZone,
): boolean {
  if (previous === null) return false;
  const since = tap.t - previous.t;
  if (since < 0) return false;
  if (previous.count >= 2 && zone !== 'middle' && zone === previous.zone)
    return since <= TAP_RUN_MS;
  return (
    since <= DOUBLE_TAP_MS &&
    Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_SLOP_PX
  );
}

/** What a finger that stops being followed leaves undone. */
function endWithout(finger: Finger | null): readonly GestureIntent[] {
  if (finger?.phase === 'holding') return [{ type: 'holdEnd' }];
  if (finger?.phase === 'dragging' && finger.kind)
    return [{ type: 'dragCancel', kind: finger.kind }];
  return none;
}

/** How far a drag has gone, as a fraction of the film: along it for a seek, up it for the others. */
function dragFraction(kind: DragKind, dx: number, dy: number, surface: GestureSurface): number {
  if (kind === 'seek') return surface.width > 0 ? dx / surface.width : 0;
  return surface.height > 0 ? -dy / surface.height : 0;
}
