import { formatValue, infoRow, limitRow, type Row, type Unit } from './rows';
import { median, ratio } from './stats';
import type { MainThreadWork } from './lighthouse-figures';

/** The limits against the React floor, on the low-tier phone. */
export const REACT_FLOOR_TARGETS = {
  /** The app's main-thread time ÷ the React floor's, on every route. */
  mainThreadOverReactFloor: 2,
  /** The app's TBT on every route: applied throttling, and simulated. */
  tbtAppliedMs: 200,
  tbtSimulatedMs: 300,
} as const;

/** One figure of the three pages of a route: the app, its React floor, its framework-free floor. */
export interface PageFigures {
  readonly app: number | null;
  readonly reactFloor: number | null;
  readonly floor: number | null;
}

/** A route's main-thread time and TBT on the three pages (medians over the runs, ms). */
export interface FloorsFigures {
  readonly mainThread: PageFigures;
  readonly tbt: PageFigures;
}

/** One run's main-thread time: the sum of its kinds of work; null when the audit had none. */
export function totalWork(work: MainThreadWork): number | null {
  const kinds = Object.values(work);
  return kinds.length === 0 ? null : kinds.reduce((sum, ms) => sum + ms, 0);
}

/**
 * The median of the runs' main-thread times (each run's total, not the sum of each kind's
 * median: those come from different runs); null when no run was measured.
 */
export function medianMainThread(runs: readonly MainThreadWork[]): number | null {
  return median(runs.map(totalWork).filter((total) => total !== null));
}

/**
 * The app's figure over the React floor's, or null when there is no ratio to read: either is
 * unknown, or the React floor's is 0. A TBT of 0 says no task passed 50 ms, not that the page
 * cost nothing; over 0 (or over a made-up 1 ms) the ratio would be a figure of that threshold,
 * so the row reads `—` and gives both figures instead.
 */
export function overReactFloor(figures: PageFigures): number | null {
  return ratio(figures.app, figures.reactFloor);
}

/** Why {@link overReactFloor} gave no ratio, in the row's words. */
export function noRatioReason(figures: PageFigures, unit: Unit): string {
  if (figures.app === null || figures.reactFloor === null) return 'not measured';
  return `— (app ${formatValue(figures.app, unit)} over React floor ${formatValue(figures.reactFloor, unit)})`;
}

/** `2.91 s · 1.20 s · 0.31 s`: the app's, the React floor's and the floor's figures. */
export function describePages(figures: PageFigures, unit: Unit): string {
  const show = (value: number | null) => (value === null ? '?' : formatValue(value, unit));
  return `${show(figures.app)} · ${show(figures.reactFloor)} · ${show(figures.floor)}`;
}

/**
 * A route's rows against its React floor (`name` says the route and the phone): main-thread
 * time and TBT of the app, the React floor and the framework-free floor; the app's main thread
 * over the React floor's against its limit (2×); its TBT over the React floor's; with
 * `tbtTargetMs`, the app's TBT against that limit.
 */
export function reactFloorRows(
  name: string,
  { mainThread, tbt }: FloorsFigures,
  tbtTargetMs?: number,
): Row[] {
  const pages = 'app · React floor · floor';
  const tbtRow =
    tbtTargetMs === undefined
      ? infoRow(`${name}: TBT ${pages}`, describePages(tbt, 'ms'))
      : {
          ...limitRow(`${name}: TBT ${pages}`, tbt.app, { atMost: tbtTargetMs }, 'ms'),
          measured: describePages(tbt, 'ms'),
        };
  const tbtRatio = overReactFloor(tbt);
  return [
    infoRow(`${name}: main thread ${pages}`, describePages(mainThread, 's')),
    limitRow(
      `${name}: main thread app ÷ React floor`,
      overReactFloor(mainThread),
      { atMost: REACT_FLOOR_TARGETS.mainThreadOverReactFloor },
      'ratio',
      noRatioReason(mainThread, 's'),
    ),
    tbtRow,
    infoRow(
      `${name}: TBT app ÷ React floor`,
      tbtRatio === null ? noRatioReason(tbt, 'ms') : formatValue(tbtRatio, 'ratio'),
    ),
  ];
}
