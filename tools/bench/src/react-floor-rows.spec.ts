import { describe, expect, it } from 'vitest';
import {
  describePages,
  medianMainThread,
  overReactFloor,
  reactFloorRows,
  totalWork,
} from './react-floor-rows';

describe('totalWork and medianMainThread', () => {
  it('sums a run’s kinds of work, and takes the median of the runs’ totals', () => {
    expect(totalWork({ scriptEvaluation: 300, styleLayout: 100, other: 50 })).toBe(450);
    expect(totalWork({})).toBeNull();
    // The totals 450, 500 and 1000: each run's own sum, not the sum of each kind's median.
    expect(
      medianMainThread([
        { scriptEvaluation: 300, other: 150 },
        { scriptEvaluation: 100, other: 400 },
        { scriptEvaluation: 900, other: 100 },
        {},
      ]),
    ).toBe(500);
    expect(medianMainThread([])).toBeNull();
  });
});

describe('overReactFloor', () => {
  it('divides the app’s figure by the React floor’s', () => {
    expect(overReactFloor({ app: 3000, reactFloor: 1200, floor: 300 })).toBe(2.5);
  });

  it('gives no ratio over a React floor of 0, nor when either is unknown', () => {
    expect(overReactFloor({ app: 120, reactFloor: 0, floor: 0 })).toBeNull();
    expect(overReactFloor({ app: 0, reactFloor: 0, floor: 0 })).toBeNull();
    expect(overReactFloor({ app: null, reactFloor: 100, floor: 0 })).toBeNull();
  });
});

describe('describePages', () => {
  it('gives the app’s, the React floor’s and the floor’s figures, ? for one not measured', () => {
    expect(describePages({ app: 2910, reactFloor: 1200, floor: null }, 's')).toBe(
      '2.91 s · 1.20 s · ?',
    );
  });
});

describe('reactFloorRows', () => {
  it('reports both figures on the three pages, and main thread ÷ React floor against 2×', () => {
    const rows = reactFloorRows('/home on a low-tier phone', {
      mainThread: { app: 3000, reactFloor: 1200, floor: 300 },
      tbt: { app: 420, reactFloor: 80, floor: 0 },
    });
    expect(rows).toEqual([
      {
        figure: '/home on a low-tier phone: main thread app · React floor · floor',
        measured: '3.00 s · 1.20 s · 0.30 s',
        target: '—',
        met: null,
      },
      {
        figure: '/home on a low-tier phone: main thread app ÷ React floor',
        measured: '2.50',
        target: '≤ 2.00',
        met: false,
      },
      {
        figure: '/home on a low-tier phone: TBT app · React floor · floor',
        measured: '420 ms · 80 ms · 0 ms',
        target: '—',
        met: null,
      },
      {
        figure: '/home on a low-tier phone: TBT app ÷ React floor',
        measured: '5.25',
        target: '—',
        met: null,
      },
    ]);
  });

  it('holds the app’s TBT to the phone’s limit when given one', () => {
    const [, , tbt] = reactFloorRows(
      '/mine',
      {
        mainThread: { app: 2000, reactFloor: 1200, floor: 300 },
        tbt: { app: 180, reactFloor: 60, floor: 0 },
      },
      200,
    );
    expect(tbt).toEqual({
      figure: '/mine: TBT app · React floor · floor',
      measured: '180 ms · 60 ms · 0 ms',
      target: '≤ 200 ms',
      met: true,
    });
  });

  it('reads — with both figures when the React floor blocked for 0 ms', () => {
    const [, , , ratioRow] = reactFloorRows('/rank', {
      mainThread: { app: 2000, reactFloor: 1200, floor: 300 },
      tbt: { app: 120, reactFloor: 0, floor: 0 },
    });
    expect(ratioRow?.measured).toBe('— (app 120 ms over React floor 0 ms)');
    expect(ratioRow?.met).toBeNull();
  });

  it('counts a main thread not measured as a missed limit, saying so', () => {
    const [, ratioRow] = reactFloorRows('/rank', {
      mainThread: { app: 2000, reactFloor: null, floor: 300 },
      tbt: { app: 120, reactFloor: 0, floor: 0 },
    });
    expect(ratioRow).toMatchObject({ measured: 'not measured', met: false });
  });
});
