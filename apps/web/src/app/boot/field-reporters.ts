import {
  type ClientError,
  createErrorReporter,
  createVitalsReporter,
  type StatsConfig,
} from '@video/api-client';
import { storageKeys, type TypedStorage } from '@video/storage';
import { measureFieldVitals } from '../../core/field-vitals';

export interface FieldReportersOptions {
  readonly stats: StatsConfig;
  readonly storage: TypedStorage;
  readonly fetch: typeof fetch;
  /** The build the page runs. */
  readonly release: string;
  /** The route the page was opened on (the vitals are that route's). */
  readonly landingRoute: string;
  /** The route the visitor is on now. */
  readonly currentRoute: () => string;
}

/**
 * The field reports' senders, loaded once the page is idle so that none of their code stands
 * between a visitor and the first screen: the error reporter (what it returns sends a failure
 * seen on a route) and, for a sampled page load, the Core Web Vitals measured by web-vitals.
 */
export function startFieldReporters({
  stats,
  storage,
  fetch,
  release,
  landingRoute,
  currentRoute,
}: FieldReportersOptions): (error: ClientError, route: string) => void {
  // Every token and code taken since (here or in another tab) stays hidden once replaced: a late
  // reply may still name it. The ten newest are enough for any visit.
  const taken: string[] = [];
  for (const key of [storageKeys.token, storageKeys.uuid])
    storage.subscribe(key, (value) => {
      taken.push(value);
      if (taken.length > 10) taken.shift();
    });
  const errors = createErrorReporter({
    siteId: stats.siteId,
    endpoint: stats.errorsEndpoint,
    release,
    route: currentRoute,
    secrets: () => [storage.get(storageKeys.token), storage.get(storageKeys.uuid), ...taken],
    fetch,
  });
  const vitals = createVitalsReporter({
    siteId: stats.siteId,
    endpoint: stats.vitalsEndpoint,
    sampleRate: stats.vitalsSampleRate ?? 1,
    release,
    route: landingRoute,
    fetch,
  });
  void measureFieldVitals(vitals);
  return (error, route) => errors.report(error, route);
}
