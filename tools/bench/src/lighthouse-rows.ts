import type { LighthouseFigures, MainThreadWork, NodeInfo } from './lighthouse-figures';
import { formatValue, infoRow, limitRow, type Row, type Unit } from './rows';
import { ratio } from './stats';

/** The first visit's targets on every route (Lighthouse mobile defaults). */
export const LIGHTHOUSE_TARGETS = {
  score: 95,
  fcpMs: 1200,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  /** The app's LCP over the floor page's: what the app adds to the chain the network sets. */
  lcpOverFloor: 1.25,
} as const;

/** One route's figures: the app's and the floor page's medians, and each run's LCP element. */
export interface RouteFigures {
  /** As opened, e.g. `/playVideo?id=311`. */
  readonly route: string;
  readonly app: LighthouseFigures;
  /** Null when the floor page was not measured. */
  readonly floor: LighthouseFigures | null;
  readonly appElements: readonly (NodeInfo | null)[];
  readonly floorElements: readonly (NodeInfo | null)[];
  /** Medians of the main thread's time by kind of work; absent when not measured. */
  readonly appWork?: MainThreadWork;
  readonly floorWork?: MainThreadWork | null;
}

/** The route as the table names it: the player's id elided, the same in every run. */
export function routeName(route: string): string {
  return route.replace(/\?id=[^&]+/, '?id=…');
}

/** Whether the floor page's largest paint was its image (otherwise it painted why it failed). */
export function isFloorImage(element: NodeInfo | null): boolean {
  return element !== null && /^<img\b/i.test(element.snippet);
}

/**
 * LCP of the app ÷ LCP of the floor page, from their medians; null when either is unknown or
 * when the floor painted something other than its image in any run (its time would be that of
 * an error message, not of the chain).
 */
export function lcpOverFloor(
  app: LighthouseFigures,
  floor: LighthouseFigures | null,
  floorElements: readonly (NodeInfo | null)[],
): number | null {
  if (floor === null || floorElements.length === 0 || !floorElements.every(isFloorImage)) {
    return null;
  }
  return ratio(app.lcp, floor.lcp);
}

/**
 * An element as a person recognises it in a table: the first and last steps of its selector
 * (where it is and what it is, e.g. `div.swiper-slide > … > img._image_z6eim_9`) and its label
 * (an image's alt text, an element's text) when Lighthouse found one.
 */
export function describeElement(element: NodeInfo | null): string {
  if (element === null) return 'none';
  const steps = element.selector.split('>').map((step) => step.trim());
  const where =
    steps.length > 2 ? `${steps[0]} > … > ${steps.at(-1)}` : steps.join(' > ') || element.snippet;
  // Without a text or alt, Lighthouse labels an element with its selector.
  const label = element.label.trim() === element.selector.trim() ? '' : element.label.trim();
  return label === ''
    ? where
    : `${where} “${label.length > 24 ? `${label.slice(0, 24)}…` : label}”`;
}

/**
 * The LCP elements of every run, most frequent first; with more than one run each says in how
 * many it was the LCP element (`img.cover “…” (4 of 5) · p.hint (1 of 5)`).
 */
export function tallyElements(elements: readonly (NodeInfo | null)[]): string {
  if (elements.length === 0) return 'not measured';
  const counts = new Map<string, number>();
  for (const element of elements) {
    const name = describeElement(element);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  if (elements.length === 1) return sorted.map(([name]) => name).join(' · ');
  return sorted.map(([name, count]) => `${name} (${count} of ${elements.length})`).join(' · ');
}

/** Lighthouse's kinds of main-thread work, as the table names them. */
const WORK_NAMES: Readonly<Record<string, string>> = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'compile',
  styleLayout: 'style & layout',
  paintCompositeRender: 'paint',
  parseHTML: 'parsing',
  garbageCollection: 'GC',
  other: 'other',
};

/** Kinds of work below this are left out of a row: noise, not where the time goes. */
const WORK_SHOWN_FROM_MS = 10;

/**
 * A load's main-thread time and its kinds, most first: `2.91 s: script 1.52 s · style & layout
 * 0.61 s · …`.
 */
export function describeWork(work: MainThreadWork): string {
  const kinds = Object.entries(work).sort((a, b) => b[1] - a[1]);
  if (kinds.length === 0) return 'not measured';
  const total = kinds.reduce((sum, [, ms]) => sum + ms, 0);
  const parts = kinds
    .filter(([, ms]) => ms >= WORK_SHOWN_FROM_MS)
    .map(([kind, ms]) => `${WORK_NAMES[kind] ?? kind} ${formatValue(ms, 's')}`);
  return `${formatValue(total, 's')}: ${parts.join(' · ')}`;
}

/** `row` with the floor page's figure beside the app's: `4.08 s (floor 2.52 s)`. */
export function besideFloor(row: Row, floorValue: number | null | undefined, unit: Unit): Row {
  if (floorValue === undefined) return row;
  const floor = floorValue === null ? '?' : formatValue(floorValue, unit);
  return { ...row, measured: `${row.measured} (floor ${floor})` };
}

/**
 * The table rows of one route: each target with the app's median and the floor's beside it,
 * the LCP ratio, speed index and script bytes, the LCP element of each run and, when measured,
 * the main thread's work by kind.
 */
export function routeRows({
  route,
  app,
  floor,
  appElements,
  floorElements,
  appWork,
  floorWork,
}: RouteFigures): Row[] {
  const name = routeName(route);
  const onFloor = (key: keyof LighthouseFigures) => (floor === null ? undefined : floor[key]);
  const show = (value: number | null, unit: Unit) =>
    value === null ? '?' : formatValue(value, unit);
  const floorFailed =
    floor !== null && floorElements.length > 0 && !floorElements.every(isFloorImage);
  const t = LIGHTHOUSE_TARGETS;
  return [
    besideFloor(
      limitRow(`${name} Lighthouse score`, app.score, { atLeast: t.score }, 'score'),
      onFloor('score'),
      'score',
    ),
    besideFloor(limitRow(`${name} FCP`, app.fcp, { atMost: t.fcpMs }, 's'), onFloor('fcp'), 's'),
    besideFloor(limitRow(`${name} LCP`, app.lcp, { atMost: t.lcpMs }, 's'), onFloor('lcp'), 's'),
    limitRow(
      `${name} LCP app ÷ floor page`,
      lcpOverFloor(app, floor, floorElements),
      { atMost: t.lcpOverFloor },
      'ratio',
      floor === null
        ? 'floor not measured'
        : floorFailed
          ? `floor painted no image: ${tallyElements(floorElements)}`
          : 'not measured',
    ),
    besideFloor(limitRow(`${name} TBT`, app.tbt, { atMost: t.tbtMs }, 'ms'), onFloor('tbt'), 'ms'),
    besideFloor(
      limitRow(`${name} CLS`, app.cls, { atMost: t.cls }, 'shift'),
      onFloor('cls'),
      'shift',
    ),
    infoRow(
      `${name} SI · JS`,
      `${show(app.si, 's')} · ${show(app.jsBytes, 'KiB')}` +
        (floor === null ? '' : ` (floor ${show(floor.si, 's')} · ${show(floor.jsBytes, 'KiB')})`),
    ),
    infoRow(`${name} LCP element`, tallyElements(appElements)),
    // Where the blocking time comes from: the main thread's work, beside the floor's.
    ...(appWork === undefined
      ? []
      : [
          infoRow(
            `${name} main thread (4× CPU)`,
            describeWork(appWork) + (floorWork ? ` (floor ${describeWork(floorWork)})` : ''),
          ),
        ]),
  ];
}

/** `100 · 0.98 s · 1.76 s · 20 ms`: a run's score, FCP, LCP and TBT on one line. */
export function describeFigures(figures: LighthouseFigures): string {
  const show = (value: number | null, unit: Unit) =>
    value === null ? '?' : formatValue(value, unit);
  return [
    show(figures.score, 'score'),
    show(figures.fcp, 's'),
    show(figures.lcp, 's'),
    show(figures.tbt, 'ms'),
  ].join(' · ');
}

/** How the CPU slowdown was set to make this machine a given phone, and how well it held. */
export interface PhoneCalibration {
  /** The phone's Lighthouse benchmarkIndex. */
  readonly phoneIndex: number;
  /** This machine's, measured before the runs (median). */
  readonly machineIndex: number;
  readonly cpuSlowdownMultiplier: number;
  /** The machine's benchmarkIndex in each run, for the spread of the phone it made. */
  readonly runIndexes: readonly number[];
}

/**
 * The rows of the same first visit on a calibrated phone: each route's score, FCP, LCP and TBT
 * beside its floor's, its main thread, and the calibration they rest on. Reported, not targets:
 * the targets are Lighthouse's defaults.
 */
export function phoneRows(
  phone: string,
  routes: readonly RouteFigures[],
  calibration: PhoneCalibration,
): Row[] {
  const { phoneIndex, machineIndex, cpuSlowdownMultiplier: slowdown, runIndexes } = calibration;
  const phoneOf = (index: number) => Math.round(index / slowdown);
  const spread =
    runIndexes.length === 0
      ? ''
      : ` · in its runs ${phoneOf(Math.min(...runIndexes))}–${phoneOf(Math.max(...runIndexes))}`;
  return [
    ...routes.flatMap(({ route, app, floor, appWork, floorWork }) => {
      const name = `${routeName(route)} on ${phone}`;
      return [
        infoRow(
          `${name}: score · FCP · LCP · TBT`,
          describeFigures(app) + (floor === null ? '' : ` (floor ${describeFigures(floor)})`),
        ),
        ...(appWork === undefined
          ? []
          : [
              infoRow(
                `${name}: main thread`,
                describeWork(appWork) + (floorWork ? ` (floor ${describeWork(floorWork)})` : ''),
              ),
            ]),
      ];
    }),
    infoRow(
      `${phone}: CPU slowdown · the phone made`,
      `${slowdown.toFixed(2)}× (benchmarkIndex ${Math.round(machineIndex)} ÷ ${phoneIndex}) · ` +
        `index ${phoneIndex}${spread}`,
    ),
  ];
}
