import type { FieldMetric, VitalsReporter } from '@video/api-client';
import type * as WebVitalsModule from 'web-vitals/attribution';
import type { Metric } from 'web-vitals/attribution';

/** A metric of web-vitals' attribution build: the metric and what it names. */
type AttributedMetric = Metric & { readonly attribution?: object };

/** What is read of web-vitals: its attribution build's `on*` functions. */
export type WebVitals = typeof WebVitalsModule;

/** The element a metric names (web-vitals' attribution), as a CSS selector. */
function targetOf(metric: AttributedMetric): string | undefined {
  const attribution = metric.attribution as Record<string, unknown> | undefined;
  const target =
    attribution?.['target'] ??
    attribution?.['interactionTarget'] ??
    attribution?.['largestShiftTarget'];
  return typeof target === 'string' && target !== '' ? target : undefined;
}

function toFieldMetric(metric: AttributedMetric): FieldMetric {
  const target = targetOf(metric);
  return {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    ...(target === undefined ? {} : { target }),
  };
}

/**
 * Measures this page load's Core Web Vitals with Google's web-vitals (LCP, INP and CLS with the
 * element each names, FCP, TTFB) when the load is in the sample, and hands them to `reporter`,
 * which sends them when the page is hidden (web-vitals gives its final values then). The library
 * loads only for a sampled page; failing to load it costs the visitor nothing.
 */
export async function measureFieldVitals(
  reporter: VitalsReporter,
  win: Window = window,
  load: () => Promise<WebVitals> = () => import('web-vitals/attribution'),
): Promise<void> {
  if (!reporter.sampled) return;
  let vitals: WebVitals;
  try {
    vitals = await load();
  } catch (error) {
    console.warn('web-vitals not loaded', error);
    return;
  }
  const keep = (metric: AttributedMetric) => reporter.add(toFieldMetric(metric));
  vitals.onTTFB(keep);
  vitals.onFCP(keep);
  vitals.onLCP(keep);
  vitals.onCLS(keep);
  vitals.onINP(keep);
  // After web-vitals' own listeners, so that the values it finalises on hiding go out with it.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') reporter.flush();
  });
  win.addEventListener('pagehide', () => reporter.flush());
}
