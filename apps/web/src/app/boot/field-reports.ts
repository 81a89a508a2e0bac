import {
  type ApiError,
  type AppConfig,
  type ClientError,
  createErrorReporter,
  createVitalsReporter,
} from '@video/api-client';
import { storageKeys, type TypedStorage } from '@video/storage';
import { afterLoadWhenIdle } from '../../core/after-load-idle';
import { callFailureReport, watchClientErrors } from '../../core/client-errors';
import { measureFieldVitals } from '../../core/field-vitals';
import { entryAt } from '../route-manifest';
import { pathInApp } from '../route-path';

/** The build this page runs (the commit, or what the deploy names it): every report carries it. */
const RELEASE: string = import.meta.env.VITE_RELEASE ?? 'dev';

/** The route the visitor is on, as the manifest declares it: `/playVideo`, never its query. */
function currentRoute(): string {
  return entryAt(pathInApp(window.location.pathname, import.meta.env.BASE_URL)).path;
}

export interface FieldReports {
  /** Reports a failure the app caught (a screen that broke, a film that cannot play). */
  readonly reportError: (error: ClientError) => void;
  /** Reports a failed API call; not while the device is offline, which is no fault to fix. */
  readonly reportCallFailure: (call: string, error: ApiError) => void;
}

export interface FieldReportsOptions {
  readonly config: AppConfig;
  readonly storage: TypedStorage;
  readonly isOnline: () => boolean;
  readonly fetch: typeof fetch;
}

/**
 * What real visits tell the operator, through the stats beacon: every failure (the app's own
 * reports, uncaught errors and rejections, code or styles that did not load, failed calls) and,
 * for the sampled page loads, the Core Web Vitals of the route the page was opened on. Off where
 * the config names no endpoint for them.
 */
export function startFieldReports({
  config,
  storage,
  isOnline,
  fetch,
}: FieldReportsOptions): FieldReports {
  const stats = config.stats;
  const errors = createErrorReporter({
    siteId: stats?.siteId,
    endpoint: stats?.errorsEndpoint,
    release: RELEASE,
    route: currentRoute,
    secrets: () => [storage.get(storageKeys.token), storage.get(storageKeys.uuid)],
    fetch,
  });
  watchClientErrors(window, errors.report);
  const vitals = createVitalsReporter({
    siteId: stats?.siteId,
    endpoint: stats?.vitalsEndpoint,
    sampleRate: stats?.vitalsSampleRate ?? 1,
    release: RELEASE,
    route: currentRoute(),
    fetch,
  });
  if (vitals.sampled) afterLoadWhenIdle(() => void measureFieldVitals(vitals));
  return {
    reportError: errors.report,
    reportCallFailure: (call, error) => {
      if (error.kind === 'network' && !isOnline()) return;
      errors.report(callFailureReport(call, error));
    },
  };
}
