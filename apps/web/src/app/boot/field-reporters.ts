import {
  type AppConfig,
  type BrowserFacts,
  type ClientError,
  createErrorReporter,
  createVitalsReporter,
} from '@video/api-client';
import { storageKeys, type TypedStorage } from '@video/storage';
import { measureFieldVitals } from '../../core/field-vitals';

export interface FieldReportersOptions {
  /** Its `stats` name the site and the OTLP endpoint; none turns the reports off. */
  readonly config: AppConfig;
  readonly storage: TypedStorage;
  readonly fetch: typeof fetch;
  /** The build the page runs (the commit, or what the deploy names it). */
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
  config,
  storage,
  fetch,
  release: build,
  landingRoute,
  currentRoute,
}: FieldReportersOptions): (error: ClientError, route: string) => void {
  const stats = config.stats ?? { siteId: '', endpoint: '' };
  // The product's version and the build, as semver writes build metadata (`1.0.0+abc123`): the
  // reports' `service.version`, so that one build's samples never mix with another's.
  const release = `${config.version}+${build}`;
  // Every token and code taken since (here or in another tab) stays hidden once replaced: a late
  // reply may still name it. The ten newest are enough for any visit.
  const taken: string[] = [];
  for (const key of [storageKeys.token, storageKeys.uuid])
    storage.subscribe(key, (value) => {
      taken.push(value);
      if (taken.length > 10) taken.shift();
    });
  const browser = navigator as Navigator & { userAgentData?: BrowserFacts['userAgentData'] };
  const errors = createErrorReporter({
    siteId: stats.siteId,
    endpoint: stats.otlpEndpoint,
    release,
    browser,
    route: currentRoute,
    secrets: () => [storage.get(storageKeys.token), storage.get(storageKeys.uuid), ...taken],
    fetch,
  });
  const vitals = createVitalsReporter({
    siteId: stats.siteId,
    endpoint: stats.otlpEndpoint,
    sampleRate: stats.vitalsSampleRate ?? 1,
    release,
    browser,
    route: landingRoute,
    fetch,
  });
  void measureFieldVitals(vitals);
  return (error, route) => errors.report(error, route);
}
