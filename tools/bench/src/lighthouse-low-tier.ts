import { floorUrl } from './bench-servers';
import { findFirstVisitVideos, firstVisitRoutes } from './demo-catalogue';
import { auditOnce, auditRoutes, summarizeRoutes, withHeadlessChrome } from './lighthouse';
import { type PhoneCalibration, phoneRows } from './lighthouse-rows';
import type { Measurement } from './measurement';
import { median } from './stats';

/**
 * The Lighthouse benchmarkIndex of a low-tier phone, a Moto G Power 2022 — the phone whose
 * screen Lighthouse's mobile defaults emulate — as Chrome DevTools calibrates its CPU
 * throttling to it (a Pixel 5 scores 1000).
 */
export const LOW_TIER_PHONE_INDEX = 264;
const PHONE = 'a low-tier phone';
const RUNS = 3;
const QUICK_RUNS = 1;
/** Audits of a floor page that measure the machine before the runs (the first warms it up). */
const CALIBRATION_AUDITS = 3;

/**
 * The slowdown that makes a machine of `machineIndex` a phone of `phoneIndex`, to 1 %; none on
 * a machine no faster than the phone (it cannot be sped up).
 */
export const slowdownFor = (machineIndex: number, phoneIndex: number) =>
  Math.max(1, Math.round((machineIndex / phoneIndex) * 100) / 100);

/**
 * The first visit of every route on a low-tier phone: Lighthouse's mobile defaults except the
 * CPU, slowed by this machine's benchmarkIndex ÷ the phone's rather than a fixed 4×. Lighthouse
 * simulates the slow CPU by scaling what this machine did, so at 4× a fast machine is a faster
 * phone than a slow one is; calibrated, the phone is the same whatever the machine, and its
 * blocking time says what a visitor with that phone waits.
 */
export const measureLighthouseLowTier: Measurement = async ({
  chromePath,
  chromeFlags,
  siteUrl,
  quick,
  log,
}) => {
  const routes = firstVisitRoutes(await findFirstVisitVideos(siteUrl));
  const { audits, machineIndex, slowdown } = await withHeadlessChrome(
    chromePath,
    chromeFlags,
    async (port) => {
      const indexes: number[] = [];
      for (let audit = 1; audit <= CALIBRATION_AUDITS; audit += 1) {
        log(`lighthouse: this machine's benchmarkIndex ${audit}/${CALIBRATION_AUDITS}`);
        const result = await auditOnce(port, floorUrl(siteUrl, '/mine'));
        indexes.push(result.environment.benchmarkIndex);
      }
      const machineIndex = median(indexes) ?? LOW_TIER_PHONE_INDEX * 4;
      const slowdown = slowdownFor(machineIndex, LOW_TIER_PHONE_INDEX);
      const audits = await auditRoutes({
        port,
        siteUrl,
        routes,
        runs: quick ? QUICK_RUNS : RUNS,
        throttling: { cpuSlowdownMultiplier: slowdown },
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
  return {
    rows: phoneRows(PHONE, figures, calibration),
    figures: {
      calibration,
      runsPerRoute: quick ? QUICK_RUNS : RUNS,
      settings: `lighthouse default (mobile, simulate) but ${slowdown}× CPU, app and floor page alike`,
      routes: figures,
    },
  };
};
