import { REQUEST_TIMEOUT_MS } from '@video/domain';
import type { ApiExtra } from './api-extra';
import { networkError } from './api-error';
import type { ApiName, ApiRequest, DecodedRequest } from './api-request';
import { type CallResult, describeCall, MAX_REPLY_BYTES, readReply } from './call';
import type { AppConfig } from './config/app-config';
import { timeoutSignal } from './timeout-signal';

/** How the calls to one server go. */
export interface ApiService {
  /** Its base URL, from the runtime config. */
  readonly baseUrl: (config: AppConfig) => string;
  /** Whether calls carry the visitor's credentials: cookies and, when `authRequired`, the token. */
  readonly withCredentials: (config: AppConfig) => boolean;
  /**
   * Every call carries the config's `site` and the visitor's `uuid` (when known), as the share
   * service expects; a call that names a visitor itself keeps its own `uuid`.
   */
  readonly identifyVisitor: boolean;
}

/** The contract's two servers, by the name a request gives (`ApiRequest.api`). */
export const API_SERVICES: Readonly<Record<ApiName, ApiService>> = {
  own: {
    baseUrl: (config) => config.apiBaseUrl,
    withCredentials: () => true,
    identifyVisitor: false,
  },
  share: {
    baseUrl: (config) => config.shareApiBaseUrl,
    // Another service: the visitor's cookies and token go there only when the config says so.
    withCredentials: (config) => config.shareApiCredentials === true,
    // The service tells sites and visitors apart by `site` and `uuid` on every call.
    identifyVisitor: true,
  },
};

/** How one call goes: past caches or not, cancelled by what, given up after how long. */
export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Past every cache (HTTP's and a service worker's): a refetch the visitor asked for. */
  readonly forced?: boolean;
  /** Defaults to 60 s, the product's request timeout. */
  readonly timeoutMs?: number;
  /** Defaults to {@link MAX_REPLY_BYTES}. */
  readonly maxReplyBytes?: number;
}

/** The config and the visitor a call is sent for, without a store. */
export interface SendRequestOptions extends CallOptions {
  readonly config: AppConfig;
  /** The visitor's token: sent, when the config's `authRequired`, to a server given credentials. */
  readonly token?: string | null;
  /** The visitor's identification code, which every call to the share service carries. */
  readonly visitorCode?: string | null;
  /** Defaults to the global `fetch`. */
  readonly fetch?: typeof fetch;
  /** Whether the device is offline, which a failed call's error tells; `navigator.onLine` by default. */
  readonly isOffline?: () => boolean;
}

/**
 * Sends `request` to its server (`request.api`) and reads the reply, without a store: the same
 * call the RTK Query endpoint of the same request sends (JSON, credentials, the token when
 * `authRequired`, the share service's `site` and `uuid`, the timeout), its reply decoded and
 * validated the same way. Never rejects: every failure is an `ApiError`.
 */
export function sendRequest<T>(
  request: DecodedRequest<T>,
  { config, token = null, visitorCode = null, fetch, isOffline, ...call }: SendRequestOptions,
): Promise<CallResult<T>> {
  const environment: ApiExtra = {
    getConfig: () => config,
    getToken: () => token,
    getVisitorCode: () => visitorCode,
    fetch,
    isOffline,
  };
  return sendTo(API_SERVICES[request.api], request, environment, call) as Promise<CallResult<T>>;
}

/**
 * Sends `request` to `service` in `environment` (the store's extra argument, for the base query)
 * and reads the reply; never rejects.
 */
export async function sendTo(
  service: ApiService,
  request: ApiRequest,
  environment: ApiExtra,
  {
    signal,
    forced = false,
    timeoutMs = REQUEST_TIMEOUT_MS,
    maxReplyBytes = MAX_REPLY_BYTES,
  }: CallOptions = {},
): Promise<CallResult> {
  const config = environment.getConfig();
  const fetchFn = environment.fetch ?? fetch;
  const deadline = timeoutSignal(timeoutMs, signal);
  const visitor = service.identifyVisitor ? visitorFields(config, environment) : undefined;
  const withCredentials = service.withCredentials(config);
  try {
    // Inside the try: a base URL that is no URL fails the call like a network error.
    const call = describeCall(service.baseUrl(config), request, config, {
      withCredentials,
      token: withCredentials ? environment.getToken() : null,
      visitor,
      forced,
    });
    const response = await fetchFn(call.url, { ...call.init, signal: deadline.signal });
    return await readReply(response, request.decode, maxReplyBytes);
  } catch {
    return { error: networkError(environment.isOffline?.() ?? isOffline()) };
  } finally {
    deadline.dispose();
  }
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
