import type { ApiError, AppConfig, ClientError } from '@video/api-client';
import type { TypedStorage } from '@video/storage';
import { afterLoadWhenIdle } from '../../core/after-load-idle';
import { callFailureReport, watchClientErrors } from '../../core/client-errors';
import { pathInApp } from '@video/domain';
import { routes, screenAt } from '@video/routes';

/** The build this page runs (the commit, or what the deploy names it): every report carries it. */
const RELEASE: string = import.meta.env.VITE_RELEASE ?? 'dev';

/** Failures kept while the reporter loads; a storm beyond them would be dropped by it anyway. */
const MAX_WAITING = 30;

/** The route the visitor is on, as the table declares it: `/playVideo`, never its query. */
function currentRoute(): string {
  const name = screenAt(pathInApp(window.location.pathname, import.meta.env.BASE_URL));
  return name === null ? '*' : routes[name].path;
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

const OFF: FieldReports = { reportError: () => undefined, reportCallFailure: () => undefined };

/**
 * What real visits tell the operator, as OpenTelemetry logs (OTLP/HTTP JSON): every failure (the app's own
 * reports, uncaught errors and rejections, code or styles that did not load, failed calls) and,
 * for the sampled page loads, the Core Web Vitals of the route the page was opened on. Failures
 * are watched from the start; the code that sends them (and web-vitals) loads once the page is
 * idle, and sends what came before it with the route each was seen on. Off where the config
 * names no OTLP endpoint.
 */
export function startFieldReports({
  config,
  storage,
  isOnline,
  fetch,
}: FieldReportsOptions): FieldReports {
  const stats = config.stats;
  if (!stats?.siteId || !stats.otlpEndpoint) return OFF;
  let send: ((error: ClientError, route: string) => void) | null = null;
  const waiting: { error: ClientError; route: string }[] = [];
  const reportError = (error: ClientError) => {
    const route = currentRoute();
    if (send) send(error, route);
    else if (waiting.length < MAX_WAITING) waiting.push({ error, route });
  };
  watchClientErrors(window, reportError);
  const landingRoute = currentRoute();
  afterLoadWhenIdle(() => {
    import('./field-reporters').then(
      ({ startFieldReporters }) => {
        send = startFieldReporters({
          config,
          storage,
          fetch,
          release: RELEASE,
          landingRoute,
          currentRoute,
        });
        for (const { error, route } of waiting.splice(0)) send(error, route);
      },
      (error: unknown) => console.warn('field reports not loaded', error),
    );
  });
  return {
    reportError,
    reportCallFailure: (call, error) => {
      if (error.kind === 'network' && !isOnline()) return;
      reportError(callFailureReport(call, error));
    },
  };
}
