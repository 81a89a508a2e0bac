import {
  DOUBLE_TAP_MS,
  TAP_RUN_MS,
  type GestureIntent,
  type GestureSample,
  gestureStep,
  HOLD_MS,
  initialGestureState,
} from './gesture-recogniser';

/** A phone-width film in portrait, 16:9. */
const FILM = { width: 400, height: 225 };

/** Feeds a recorded sequence, with a `time` sample whenever the recogniser asks for one before the next. */
function play(samples: readonly GestureSample[]): GestureIntent[] {
  let state = initialGestureState;
  const intents: GestureIntent[] = [];
  for (const sample of samples) {
    if (state.wakeAt !== null && sample.t >= state.wakeAt) {
      const woken = gestureStep(state, { type: 'time', t: state.wakeAt }, FILM);
      state = woken.state;
      intents.push(...woken.intents);
    }
    const step = gestureStep(state, sample, FILM);
    state = step.state;
    intents.push(...step.intents);
  }
  return intents;
}

const at = (
  type: 'down' | 'move' | 'up' | 'cancel' | 'leave',
  x: number,
  y: number,
  t: number,
  id = 1,
) => ({ type, id, x, y, t }) as const;

describe('the film’s gesture recogniser', () => {
  it('takes a finger down and up in place as a tap', () => {
    expect(
      play([at('down', 200, 100, 0), at('move', 203, 102, 40), at('up', 203, 102, 90)]),
    ).toEqual([{ type: 'tap', x: 203, y: 102, count: 1, zone: 'middle' }]);
  });

  it('counts a second tap soon after and near the first as a double tap', () => {
    expect(
      play([
        at('down', 200, 100, 0),
        at('up', 200, 100, 80),
        at('down', 210, 104, 80 + DOUBLE_TAP_MS - 100),
        at('up', 210, 104, 80 + DOUBLE_TAP_MS - 20),
      ]).map((intent) => (intent.type === 'tap' ? intent.count : intent.type)),
    ).toEqual([1, 2]);
  });

  it.each([
    [
      'too late',
      [
        at('down', 200, 100, 0),
        at('up', 200, 100, 80),
        at('down', 200, 100, 500),
        at('up', 200, 100, 560),
      ],
    ],
    [
      'too far',
      [
        at('down', 60, 100, 0),
        at('up', 60, 100, 80),
        at('down', 340, 100, 200),
        at('up', 340, 100, 260),
      ],
    ],
  ])('takes a second tap %s as a tap of its own', (_case, samples) => {
    expect(
      play(samples).map((intent) => (intent.type === 'tap' ? intent.count : intent.type)),
    ).toEqual([1, 1]);
  });

  it('ignores the pointerleave a lifted touch fires after its pointerup', () => {
    expect(
      play([at('down', 200, 100, 0), at('up', 200, 100, 80), at('leave', 200, 100, 81)]),
    ).toEqual([{ type: 'tap', x: 200, y: 100, count: 1, zone: 'middle' }]);
  });

  it('takes a finger held still as a hold until it lifts, with no tap after', () => {
    expect(
      play([at('down', 200, 100, 0), at('move', 204, 100, 300), at('up', 204, 100, HOLD_MS + 900)]),
    ).toEqual([{ type: 'holdStart' }, { type: 'holdEnd' }]);
  });

  it('ends a hold when the finger then moves away, and the lift after it is nothing', () => {
    expect(
      play([
        at('down', 200, 100, 0),
        at('move', 200, 100, HOLD_MS + 10),
        at('move', 260, 100, HOLD_MS + 60),
        at('up', 260, 100, HOLD_MS + 90),
      ]),
    ).toEqual([{ type: 'holdStart' }, { type: 'holdEnd' }]);
  });

  it('wakes too early for a hold without starting one', () => {
    const { state } = gestureStep(initialGestureState, at('down', 200, 100, 0), FILM);
    expect(gestureStep(state, { type: 'time', t: HOLD_MS - 1 }, FILM).intents).toEqual([]);
    expect(state.wakeAt).toBe(HOLD_MS);
  });

  it('takes a horizontal drag as a seek, by the fraction of the width, applied on lift', () => {
    const intents = play([
      at('down', 100, 100, 0),
      at('move', 108, 101, 30),
      at('move', 140, 104, 60),
      at('move', 200, 110, 90),
      at('up', 200, 110, 120),
    ]);
    expect(intents).toEqual([
      { type: 'dragStart', kind: 'seek' },
      { type: 'drag', kind: 'seek', fraction: 0.1 },
      { type: 'drag', kind: 'seek', fraction: 0.25 },
      { type: 'dragEnd', kind: 'seek', fraction: 0.25 },
    ]);
  });

  it('takes an upward drag on the right half as volume and on the left as brightness', () => {
    const drag = (x: number) =>
      play([
        at('down', x, 200, 0),
        at('move', x, 150, 40),
        at('move', x + 3, 110, 80),
        at('up', x + 3, 110, 100),
      ]);
    expect(drag(300)).toEqual([
      { type: 'dragStart', kind: 'volume' },
      { type: 'drag', kind: 'volume', fraction: 50 / 225 },
      { type: 'drag', kind: 'volume', fraction: 90 / 225 },
      { type: 'dragEnd', kind: 'volume', fraction: 90 / 225 },
    ]);
    expect(drag(100).map((intent) => ('kind' in intent ? intent.kind : intent.type))).toEqual([
      'brightness',
      'brightness',
      'brightness',
      'brightness',
    ]);
  });

  it('undoes a drag the browser takes over (a scroll that started as a drag)', () => {
    expect(
      play([at('down', 150, 100, 0), at('move', 150, 130, 30), at('cancel', 150, 130, 40)]),
    ).toEqual([
      { type: 'dragStart', kind: 'brightness' },
      { type: 'drag', kind: 'brightness', fraction: -30 / 225 },
      { type: 'dragCancel', kind: 'brightness' },
    ]);
  });

  it('makes no tap of a press the browser takes before it moved', () => {
    expect(play([at('down', 200, 100, 0), at('cancel', 200, 100, 40)])).toEqual([]);
  });

  it('applies a drag that leaves the film where the finger left it', () => {
    expect(
      play([at('down', 100, 100, 0), at('move', 300, 100, 40), at('leave', 420, 100, 60)]).at(-1),
    ).toEqual({
      type: 'dragEnd',
      kind: 'seek',
      fraction: 0.8,
    });
  });

  it('gives way to a second finger (a pinch): the drag is undone and nothing follows until both lift', () => {
    expect(
      play([
        at('down', 100, 100, 0),
        at('move', 160, 100, 30),
        at('down', 300, 100, 40, 2),
        at('move', 180, 100, 50),
        at('up', 300, 100, 60, 2),
        at('up', 180, 100, 70),
        at('down', 200, 100, 400),
        at('up', 200, 100, 450),
      ]),
    ).toEqual([
      { type: 'dragStart', kind: 'seek' },
      { type: 'drag', kind: 'seek', fraction: 0.15 },
      { type: 'dragCancel', kind: 'seek' },
      { type: 'tap', x: 200, y: 100, count: 1, zone: 'middle' },
    ]);
  });

  it('ends a hold when a second finger comes', () => {
    expect(
      play([
        at('down', 200, 100, 0),
        at('down', 250, 100, HOLD_MS + 20, 2),
        at('up', 250, 100, HOLD_MS + 40, 2),
        at('up', 200, 100, HOLD_MS + 60),
      ]),
    ).toEqual([{ type: 'holdStart' }, { type: 'holdEnd' }]);
  });

  it('follows only its finger: another pointer’s moves and lifts change nothing', () => {
    expect(
      play([
        at('down', 200, 100, 0),
        at('move', 390, 10, 20, 7),
        at('up', 390, 10, 30, 7),
        at('up', 200, 100, 60),
      ]),
    ).toEqual([{ type: 'tap', x: 200, y: 100, count: 1, zone: 'middle' }]);
  });

  describe('runs of taps (YouTube’s double tap)', () => {
    /** Each tap's third and place in its run. */
    const taps = (samples: readonly GestureSample[]) =>
      play(samples).flatMap((intent) =>
        intent.type === 'tap' ? [`${intent.zone}×${intent.count}`] : [intent.type],
      );
    /** A quick tap (60 ms) at `x` starting at `t`. */
    const tap = (x: number, t: number, y = 110) => [at('down', x, y, t), at('up', x, y, t + 60)];

    it.each([
      ['left', 60],
      ['middle', 200],
      ['right', 340],
    ])('says which third a double tap is on: %s', (zone, x) => {
      expect(taps([...tap(x, 0), ...tap(x + 4, 200)])).toEqual([`${zone}×1`, `${zone}×2`]);
    });

    it('counts each further tap on a side into the run, wherever on that side it lands', () => {
      // Recorded on a phone: a thumb tapping the left third four times, drifting as it goes.
      expect(taps([...tap(60, 0), ...tap(66, 190), ...tap(110, 560), ...tap(20, 980, 40)])).toEqual(
        ['left×1', 'left×2', 'left×3', 'left×4'],
      );
    });

    it('ends a run on a side after a pause longer than the run allows', () => {
      expect(taps([...tap(340, 0), ...tap(340, 200), ...tap(340, 260 + TAP_RUN_MS + 1)])).toEqual([
        'right×1',
        'right×2',
        'right×1',
      ]);
    });

    it('starts a new run on the other side', () => {
      expect(taps([...tap(340, 0), ...tap(340, 200), ...tap(60, 400)])).toEqual([
        'right×1',
        'right×2',
        'left×1',
      ]);
    });

    it('keeps a triple tap in the middle within the double tap’s time and place', () => {
      expect(taps([...tap(200, 0), ...tap(202, 200), ...tap(204, 400)])).toEqual([
        'middle×1',
        'middle×2',
        'middle×3',
      ]);
      // In the middle a later tap is a lone tap again (it shows or hides the controls).
      expect(
        taps([...tap(200, 0), ...tap(202, 200), ...tap(204, 260 + DOUBLE_TAP_MS + 1)]),
      ).toEqual(['middle×1', 'middle×2', 'middle×1']);
    });

    it('does not count a drag between two taps: the tap after it starts a new run', () => {
      expect(
        taps([
          ...tap(60, 0),
          at('down', 60, 110, 150),
          at('move', 120, 110, 180),
          at('up', 120, 110, 220),
          ...tap(60, 260),
        ]),
      ).toEqual(['left×1', 'dragStart', 'drag', 'dragEnd', 'left×1']);
    });

    it('does not count a hold between two taps', () => {
      expect(
        taps([
          ...tap(340, 0),
          at('down', 340, 110, 100),
          at('up', 340, 110, 100 + HOLD_MS + 50),
          ...tap(340, 700),
        ]),
      ).toEqual(['right×1', 'holdStart', 'holdEnd', 'right×1']);
    });
  });
});
