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

/** One call of the contract, ready for `fetch`. */
export interface DescribedCall {
  readonly url: string;
  readonly init: RequestInit;
}

/** What a call carries besides its request. */
export interface CallCredentials {
  /** Cookies, and the bearer token when `authRequired`. */
  readonly withCredentials: boolean;
  /** The visitor's token; sent only when `withCredentials` and the config's `authRequired`. */
  readonly token: string | null;
  /** Fields that identify the visitor, under the call's own (the share service's). */
  readonly visitor?: Readonly<Record<string, string>>;
  /**
   * A refetch the app asked for (a retry, a change to invalidate, back online) must reach the
   * server: no HTTP cache or service worker may answer it with the reply before.
   */
  readonly forced?: boolean;
}

/** The reply of a call, read and decoded: its data, or the {@link ApiError} it amounts to. */
export type CallResult<T = unknown> = { data: T; meta: ApiMeta } | { error: ApiError };

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
 * `request` as the contract's HTTP call below `baseUrl`: its address with the query, JSON, the
 * credentials, and the bearer token when `authRequired`. The base query and the calls made before
 * the store exists send the same call for the same request.
 */
export function describeCall(
  baseUrl: string,
  request: ApiRequest,
  config: AppConfig,
  { withCredentials, token, visitor, forced = false }: CallCredentials,
): DescribedCall {
  const { params, body } = payload(request, config, visitor);
  return {
    url: requestUrl(baseUrl, request.url, params),
    init: {
      method: request.method ?? 'GET',
      headers: requestHeaders(body !== undefined, config, withCredentials ? token : null),
      body,
      credentials: withCredentials ? 'include' : 'omit',
      ...(forced ? { cache: 'no-cache' as const } : {}),
    },
  };
}

/**
 * Reads `response` as the contract's envelope and decodes its `rescont`: a reply longer than
 * `maxBytes`, not JSON, or not a success is the {@link ApiError} it amounts to.
 */
export async function readReply<T>(
  response: Response,
  decode: Decoder<T>,
  maxBytes: number,
): Promise<CallResult<T>> {
  const text = await readLimitedText(response, maxBytes);
  if (text === null) return { error: networkError() };
  return toResult(response.status, parseJson(text), decode);
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

function toResult<T>(status: number, body: unknown, decode: Decoder<T>): CallResult<T> {
  const envelope = decodeEnvelope(body);
  const reply = envelope.ok ? envelope.value : null;
  // Some backends answer every call with HTTP 200 and carry the outcome in the body's `code`:
  // a 401 there signs out, a 404 is missing, any other code outside 2xx fails as the status would.
  if (status === HTTP_UNAUTHORIZED || reply?.code === HTTP_UNAUTHORIZED) {
    return { error: unauthorizedError(reply?.msg ?? '') };
  }
  if (!isSuccess(status)) {
    return { error: status === HTTP_NOT_FOUND ? notFoundError() : networkError(false, status) };
  }
  if (reply === null) return { error: networkError(false, status) };
  if (reply.code === HTTP_NOT_FOUND) return { error: notFoundError() };
  if (!isSuccess(reply.code)) return { error: networkError(false, reply.code) };
  const content = decode(reply.rescont);
  return content.ok
    ? { data: content.value, meta: { message: reply.msg } }
    : { error: invalidReplyError(content.issues, status) };
}

function isSuccess(status: number): boolean {
  return status >= 200 && status <= 299;
}
