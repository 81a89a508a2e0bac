import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { REQUEST_TIMEOUT_MS } from '@video/domain';
import { type ApiExtra, readApiExtra } from './api-extra';
import {
  type ApiError,
  invalidReplyError,
  networkError,
  notFoundError,
  unauthorizedError,
} from './api-error';
import type { ApiMeta, ApiRequest, QueryValue } from './api-request';
import type { AppConfig } from './config/app-config';
import type { Decoder } from './schemas/decode';
import { decodeEnvelope } from './schemas/decoders';
import { timeoutSignal } from './timeout-signal';

/** The base query of both apis. */
export type ApiBaseQuery = BaseQueryFn<ApiRequest, unknown, ApiError, object, ApiMeta>;

export interface BaseQueryOptions {
  /** Picks this api's base URL from the runtime config. */
  readonly baseUrl: (config: AppConfig) => string;
  /**
   * Whether calls carry the visitor's credentials: cookies and, when `authRequired`, the bearer
   * token. Default yes (the own API).
   */
  readonly withCredentials?: (config: AppConfig) => boolean;
  /**
   * Every call carries the config's `site` and the visitor's `uuid` (from `getVisitorCode`), as
   * the share service expects; a call that names a visitor itself keeps its own `uuid`.
   */
  readonly identifyVisitor?: boolean;
  /** Defaults to the spec's 60 s. */
  readonly timeoutMs?: number;
  /** Defaults to {@link MAX_REPLY_BYTES}. */
  readonly maxReplyBytes?: number;
}

/**
 * The largest reply read, 8 MiB: a page of the API is tens of kilobytes, and the app still shows
 * a list of 10,000 videos sent at once (about 4 MB); a reply is parsed on the main thread, so a
 * server (or something in between) sending far more would freeze the app (100,000 items, about
 * 40 MB, took a second here). A longer reply is the network error, refused by its
 * Content-Length or once that much has come in.
 */
export const MAX_REPLY_BYTES = 8 * 1024 * 1024;

const HTTP_UNAUTHORIZED = 401;
const HTTP_NOT_FOUND = 404;

/**
 * An RTK Query base query on `fetch` that applies the contract's HTTP rules: JSON, credentials,
 * the timeout, the bearer token when `authRequired`, the envelope, and `request.decode` on
 * `rescont`. Every failure resolves to an {@link ApiError}; nothing throws, navigates or toasts.
 * The config, token and fetch come from the store's extra argument ({@link ApiExtra}).
 */
export function createBaseQuery({
  baseUrl,
  withCredentials = () => true,
  identifyVisitor = false,
  timeoutMs = REQUEST_TIMEOUT_MS,
  maxReplyBytes = MAX_REPLY_BYTES,
}: BaseQueryOptions): ApiBaseQuery {
  return async (request, api) => {
    const extra = readApiExtra(api.extra);
    const config = extra.getConfig();
    const fetchFn = extra.fetch ?? fetch;
    const deadline = timeoutSignal(timeoutMs, api.signal);
    const visitor = identifyVisitor ? visitorFields(config, extra) : undefined;
    const { params, body } = payload(request, config, visitor);
    const credentials = withCredentials(config);
    try {
      const response = await fetchFn(requestUrl(baseUrl(config), request.url, params), {
        method: request.method ?? 'GET',
        headers: requestHeaders(body !== undefined, config, credentials ? extra.getToken() : null),
        body,
        credentials: credentials ? 'include' : 'omit',
        // A refetch the app asked for (a retry, a change to invalidate, back online) must reach
        // the server: no HTTP cache or service worker may answer it with the reply before.
        ...(api.forced ? { cache: 'no-cache' as const } : {}),
        signal: deadline.signal,
      });
      const text = await readLimitedText(response, maxReplyBytes);
      if (text === null) return { error: networkError() };
      return toResult(response.status, parseJson(text), request.decode);
    } catch {
      return { error: networkError(extra.isOffline?.() ?? isOffline()) };
    } finally {
      deadline.dispose();
    }
  };
}

/** The browser knows it has no network (a failed call may also mean a server that is down). */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** `site`, and the visitor's `uuid` when known: what identifies a call to the share service. */
function visitorFields(config: AppConfig, extra: ApiExtra): Readonly<Record<string, string>> {
  const uuid = extra.getVisitorCode?.();
  return uuid ? { uuid, site: config.site } : { site: config.site };
}

/**
 * The query and the JSON body of `request`, with the config's `site` where the call wants it and
 * the `visitor` fields under the call's own.
 */
function payload(
  request: ApiRequest,
  config: AppConfig,
  visitor: Readonly<Record<string, string>> = {},
): { params: Readonly<Record<string, QueryValue>>; body: string | undefined } {
  const site = request.withSite ? { site: config.site } : undefined;
  return request.body === undefined
    ? { params: { ...visitor, ...request.params, ...site }, body: undefined }
    : {
        params: { ...request.params },
        body: JSON.stringify({ ...visitor, ...request.body, ...site }),
      };
}

function requestUrl(
  base: string,
  path: string,
  params: Readonly<Record<string, QueryValue>>,
): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  return url.href;
}

function requestHeaders(hasBody: boolean, config: AppConfig, token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (config.authRequired && token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * The body as text, or null when it is longer than `maxBytes`: refused by its Content-Length
 * before reading, or as soon as that many bytes have come in.
 */
async function readLimitedText(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    // Not awaited: a stream may never settle its cancel, and nothing waits on it.
    void response.body?.cancel().catch(() => undefined);
    return null;
  }
  const reader = response.body?.getReader();
  if (reader === undefined) {
    const text = await response.text();
    return new TextEncoder().encode(text).length > maxBytes ? null : text;
  }
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    received += value.byteLength;
    if (received > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** `text` as JSON, or undefined when it is not JSON: a proxy's HTML page, an empty body. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toResult(
  status: number,
  body: unknown,
  decode: Decoder<unknown>,
): { data: unknown; meta: ApiMeta } | { error: ApiError } {
  const envelope = decodeEnvelope(body);
  // Some backends answer every call with HTTP 200 and carry the 401 in the body's `code`.
  const bodyUnauthorized = envelope.ok && envelope.value.code === HTTP_UNAUTHORIZED;
  if (status === HTTP_UNAUTHORIZED || bodyUnauthorized) {
    return { error: unauthorizedError(envelope.ok ? envelope.value.msg : '') };
  }
  if (status === HTTP_NOT_FOUND) return { error: notFoundError() };
  if (status < 200 || status > 299 || !envelope.ok) return { error: networkError() };
  const content = decode(envelope.value.rescont);
  return content.ok
    ? { data: content.value, meta: { message: envelope.value.msg } }
    : { error: invalidReplyError(content.issues) };
}
