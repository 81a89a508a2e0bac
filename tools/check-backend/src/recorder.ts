import { REQUEST_TIMEOUT_MS } from '@video/domain';
import {
  type CorsRequest,
  corsProblems,
  needsPreflight,
  preflightHeaders,
  preflightProblems,
} from './cors';

/** One request the check sent and what came back, as a browser on the app's origin would see it. */
export interface Exchange {
  readonly method: string;
  readonly url: string;
  /** The request as the app's page sends it (its headers and credentials). */
  readonly request: CorsRequest;
  /** Another origin than the app's: CORS decides whether the app may read the answer. */
  readonly crossOrigin: boolean;
  readonly preflight?: { readonly status: number } | { readonly failure: string };
  readonly status?: number;
  readonly headers?: Headers;
  readonly bytes?: Uint8Array;
  /** Why no answer came (refused, timed out, no such host). */
  readonly failure?: string;
  /** Why the browser would keep the answer from the app (none on the same origin). */
  readonly corsProblems: readonly string[];
}

/** A `fetch` that sends as the app's page would (with its `Origin`) and keeps every exchange. */
export interface Recorder {
  readonly fetch: typeof fetch;
  /** The exchanges since the last call, in order. */
  take(): Exchange[];
}

/**
 * A recorder for an app on `origin` (none: the app is taken to be on each server's own origin).
 * A request the browser would preflight is preceded by its OPTIONS request.
 */
export function createRecorder(origin: string | undefined): Recorder {
  let exchanges: Exchange[] = [];
  const record: typeof fetch = async (input, given) => {
    // Covers and playlists have no deadline of their own: the app's request timeout.
    const init = { ...given, signal: given?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) };
    const url = input instanceof Request ? input.url : String(input);
    const headers = new Headers(init.headers);
    const request: CorsRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      headers,
      credentials: init.credentials ?? 'same-origin',
    };
    const crossOrigin = origin !== undefined && new URL(url).origin !== origin;
    const problems: string[] = [];
    let preflight: Exchange['preflight'];
    if (crossOrigin && needsPreflight(request)) {
      const asked = new Headers({
        Origin: origin,
        'Access-Control-Request-Method': request.method,
      });
      const names = preflightHeaders(request);
      if (names.length > 0) asked.set('Access-Control-Request-Headers', names.join(','));
      try {
        const answer = await fetch(url, {
          method: 'OPTIONS',
          headers: asked,
          signal: init.signal,
        });
        await answer.arrayBuffer();
        preflight = { status: answer.status };
        problems.push(...preflightProblems(request, origin, answer.status, answer.headers));
      } catch (error) {
        preflight = { failure: describeError(error) };
        problems.push(`the preflight (OPTIONS) got no answer: ${describeError(error)}`);
      }
    }
    const sent = new Headers(headers);
    if (crossOrigin) sent.set('Origin', origin);
    const base = { method: request.method, url, request, crossOrigin, preflight };
    try {
      const response = await fetch(url, { ...init, headers: sent });
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (crossOrigin) problems.push(...corsProblems(request, origin, response.headers));
      exchanges.push({
        ...base,
        status: response.status,
        headers: response.headers,
        bytes,
        corsProblems: problems,
      });
      return new Response(NULL_BODY.includes(response.status) ? null : bytes, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      exchanges.push({ ...base, failure: describeError(error), corsProblems: problems });
      throw error;
    }
  };
  return {
    fetch: record,
    take() {
      const taken = exchanges;
      exchanges = [];
      return taken;
    },
  };
}

const NULL_BODY = [101, 204, 205, 304];

/** An error as one line: undici's `fetch failed` says why in its cause. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
