import { measureBackNavigation } from './back-navigation';
import { measureFeed } from './feed';
import { measureInteraction, measureInteractionDownloading } from './interaction';
import { measureLighthouse } from './lighthouse';
import { measureLighthouseLowTier, measureLighthouseLowTierApplied } from './lighthouse-low-tier';
import { measureListDom } from './list-dom';
import type { BenchContext, Measurement } from './measurement';
import type { MeasurementName } from './options';
import { measurePlayback } from './playback';
import { measureFirstVisit } from './first-visit';
import { measureRepeatVisit } from './repeat-visit';
import { measureWaterfall } from './waterfall';
import type { MeasurementRecord } from './report';

/** Every measurement by name (see {@link MEASUREMENT_NAMES} for the order they run in). */
export const MEASUREMENTS: Readonly<Record<MeasurementName, Measurement>> = {
  lighthouse: measureLighthouse,
  'lighthouse-low-tier': measureLighthouseLowTier,
  'lighthouse-low-tier-applied': measureLighthouseLowTierApplied,
  interaction: measureInteraction,
  'interaction-downloading': measureInteractionDownloading,
  playback: measurePlayback,
  feed: measureFeed,
  'list-dom': measureListDom,
  'back-navigation': measureBackNavigation,
  'first-visit': measureFirstVisit,
  'repeat-visit': measureRepeatVisit,
  waterfall: measureWaterfall,
};

/**
 * Runs one measurement. A failure becomes a row that says what failed, so that the others
 * still run and the table shows it.
 */
export async function runMeasurement(
  name: MeasurementName,
  context: BenchContext,
): Promise<MeasurementRecord & { readonly failed: boolean }> {
  const measuredAt = new Date().toISOString();
  const started = performance.now();
  try {
    const result = await MEASUREMENTS[name](context);
    return { measuredAt, quick: context.quick, ...result, failed: false };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    context.log(`${name} failed: ${message}`);
    return {
      measuredAt,
      quick: context.quick,
      rows: [{ figure: name, measured: `failed: ${message}`, target: '—', met: false }],
      figures: null,
      failed: true,
    };
  } finally {
    context.log(`${name} took ${Math.round((performance.now() - started) / 1000)} s`);
  }
}
