import { type ApiError, type ClientError, describeThrown } from '@video/api-client';

/** The report of a failed call: its endpoint's name, the status, what went wrong. */
export function callFailureReport(call: string, error: ApiError): ClientError {
  return {
    kind: 'api',
    name: call,
    ...(error.status === undefined ? {} : { status: error.status }),
    message: error.kind === 'invalid' ? (error.issues ?? []).join('; ') : error.kind,
  };
}

/**
 * Reports the page's failures that no code caught: uncaught errors, rejected promises nobody
 * handles, the app's code (a chunk) or stylesheet that did not load. Returns what stops watching.
 */
export function watchClientErrors(
  win: Window & typeof globalThis,
  report: (error: ClientError) => void,
): () => void {
  const onError = (event: Event) => {
    const target = event.target;
    // Resource failures do not bubble: they reach the window in the capture phase only.
    if (target instanceof win.HTMLLinkElement && target.rel === 'stylesheet') {
      report({ kind: 'stylesheet', name: fileOf(target.href) });
      return;
    }
    if (target instanceof win.HTMLScriptElement) {
      report({ kind: 'chunk', name: fileOf(target.src) });
      return;
    }
    if (!(event instanceof win.ErrorEvent)) return;
    // Another origin's script (an extension, an injected ad) tells nothing but this.
    if (event.error === null && event.message === 'Script error.') return;
    report({ kind: 'error', ...describeThrown(event.error ?? event.message) });
  };
  const onRejection = (event: PromiseRejectionEvent) =>
    report({ kind: 'rejection', ...describeThrown(event.reason) });
  // Vite's signal that a lazily loaded chunk (a screen's code) failed to load.
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const { message } = describeThrown(payload);
    report({ kind: 'chunk', name: 'dynamic import', message });
  };
  win.addEventListener('error', onError, true);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    win.removeEventListener('error', onError, true);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('vite:preloadError', onPreloadError);
  };
}

/** A file's name from its URL, without the query (where a token could travel). */
function fileOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1) || path || 'unknown';
}
