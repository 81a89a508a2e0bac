import { routes } from '@video/routes';
import { floorUrl } from './bench-servers';
import { findFirstVisitVideos, firstVisitRoutes } from './demo-catalogue';
import { auditOnce, auditRoutes, summarizeRoutes, withHeadlessChrome } from './lighthouse';
import { type PhoneCalibration, phoneRows, routeName } from './lighthouse-rows';
import type { BenchContext, Measurement } from './measurement';
import { REACT_FLOOR_TARGETS, reactFloorRows } from './react-floor-rows';
import type { Row } from './rows';
import { median } from './stats';

/**
 * The Lighthouse benchmarkIndex of a low-tier phone, a Moto G Power 2022 — the phone whose
 * screen Lighthouse's mobile defaults emulate — as Chrome DevTools calibrates its CPU
 * throttling to it (a Pixel 5 scores 1000).
 */
export const LOW_TIER_PHONE_INDEX = 264;
const PHONE = 'a low-tier phone';
const PHONE_APPLIED = 'a low-tier phone, slowed while it runs';
/** Medians of 5: on the slowed phone a run's figures spread more than at 4×. */
const RUNS = 5;
const QUICK_RUNS = 1;
/** Audits of a floor page that measure the machine before the runs (the first warms it up). */
const CALIBRATION_AUDITS = 3;

/**
 * The slowdown that makes a machine of `machineIndex` a phone of `phoneIndex`, to 1 %; none on
 * a machine no faster than the phone (it cannot be sped up).
 */
export const slowdownFor = (machineIndex: number, phoneIndex: number) =>
  Math.max(1, Math.round((machineIndex / phoneIndex) * 100) / 100);

/** This machine's speed and the CPU slowdown that makes it the low-tier phone. */
export interface LowTierCalibration {
  /** The median of the calibration audits' benchmarkIndex. */
  readonly machineIndex: number;
  /** Each calibration audit's benchmarkIndex, in order (the first warms the machine up). */
  readonly indexes: readonly number[];
  /** CPU throttling rate: {@link slowdownFor} this machine and {@link LOW_TIER_PHONE_INDEX}. */
  readonly slowdown: number;
}

/**
 * Measures this machine's benchmarkIndex with Lighthouse audits of a floor page in the Chrome
 * listening on `port`, and the slowdown that makes it the low-tier phone.
 */
export async function measureMachine(
  port: number,
  siteUrl: string,
  log: (message: string) => void,
): Promise<LowTierCalibration> {
  const indexes: number[] = [];
  for (let audit = 1; audit <= CALIBRATION_AUDITS; audit += 1) {
    log(`lighthouse: this machine's benchmarkIndex ${audit}/${CALIBRATION_AUDITS}`);
    const result = await auditOnce(port, floorUrl(siteUrl, routes.mine.href()));
    indexes.push(result.environment.benchmarkIndex);
  }
  const machineIndex = median(indexes) ?? LOW_TIER_PHONE_INDEX * 4;
  return { machineIndex, indexes, slowdown: slowdownFor(machineIndex, LOW_TIER_PHONE_INDEX) };
}

/**
 * The low-tier phone for measurements that drive their own browser: this machine measured in a
 * headless Chrome of its own (closed after), as {@link measureLighthouseLowTier} does.
 */
export function calibrateLowTierPhone(
  context: Pick<BenchContext, 'chromePath' | 'chromeFlags' | 'siteUrl' | 'log'>,
): Promise<LowTierCalibration> {
  return withHeadlessChrome(context.chromePath, context.chromeFlags, (port) =>
    measureMachine(port, context.siteUrl, context.log),
  );
}

/**
 * The first visit of every route on a low-tier phone: Lighthouse's mobile defaults except the
 * CPU, slowed by this machine's benchmarkIndex ÷ the phone's rather than a fixed 4×. Lighthouse
 * simulates the slow CPU by scaling what this machine did, so at 4× a fast machine is a faster
 * phone than a slow one is; calibrated, the phone is the same whatever the machine, and its
 * blocking time says what a visitor with that phone waits.
 */
export const measureLighthouseLowTier: Measurement = (context) => measureLowTier(context, false);

/**
 * The same phone with the slowdown applied while the page runs (CPU and network, as DevTools
 * throttles) instead of simulated: a scheduler that yields on the clock is seen yielding as it
 * would on the phone. Beside the simulated figures, not instead of them.
 */
export const measureLighthouseLowTierApplied: Measurement = (context) =>
  measureLowTier(context, true);

async function measureLowTier(
  {
    chromePath,
    chromeFlags,
    siteUrl,
    quick,
    log,
  }: Pick<BenchContext, 'chromePath' | 'chromeFlags' | 'siteUrl' | 'quick' | 'log'>,
  applied: boolean,
): ReturnType<Measurement> {
  const routes = firstVisitRoutes(await findFirstVisitVideos(siteUrl));
  const { audits, machineIndex, slowdown } = await withHeadlessChrome(
    chromePath,
    chromeFlags,
    async (port) => {
      const { machineIndex, slowdown } = await measureMachine(port, siteUrl, log);
      const audits = await auditRoutes({
        port,
        siteUrl,
        routes,
        runs: quick ? QUICK_RUNS : RUNS,
        throttling: { cpuSlowdownMultiplier: slowdown, applied },
        log,
      });
      return { audits, machineIndex, slowdown };
    },
  );
  const figures = summarizeRoutes(siteUrl, routes, audits);
  const calibration: PhoneCalibration = {
    phoneIndex: LOW_TIER_PHONE_INDEX,
    machineIndex,
    cpuSlowdownMultiplier: slowdown,
    runIndexes: audits.benchmarkIndexes,
  };
  const phone = applied ? PHONE_APPLIED : PHONE;
  // Against the React floor, with the app's TBT limit for the throttling method.
  const tbtTarget = applied ? REACT_FLOOR_TARGETS.tbtAppliedMs : REACT_FLOOR_TARGETS.tbtSimulatedMs;
  const floorsRows: Row[] = figures.flatMap((route) =>
    reactFloorRows(`${routeName(route.route)} on ${phone}`, route.floors, tbtTarget),
  );
  return {
    rows: [...phoneRows(phone, figures, calibration), ...floorsRows],
    figures: {
      calibration,
      runsPerRoute: quick ? QUICK_RUNS : RUNS,
      settings: `lighthouse default (mobile, ${applied ? 'devtools: applied' : 'simulate'}) but ${slowdown}× CPU, app, React floor and floor page alike`,
      routes: figures,
    },
  };
}
