import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { REQUEST_TIMEOUT_MS } from '@video/domain';
import { type ApiExtra, readApiExtra } from './api-extra';
import { type ApiError, networkError } from './api-error';
import type { ApiMeta, ApiRequest } from './api-request';
import { describeCall, MAX_REPLY_BYTES, readReply } from './call';
import type { AppConfig } from './config/app-config';
import { timeoutSignal } from './timeout-signal';

export { MAX_REPLY_BYTES } from './call';

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
  /** Defaults to 60 s, the product's request timeout. */
  readonly timeoutMs?: number;
  /** Defaults to {@link MAX_REPLY_BYTES}. */
  readonly maxReplyBytes?: number;
}

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
    const withCredentialsNow = withCredentials(config);
    try {
      // Inside the try: a base URL that is no URL fails the call like a network error.
      const call = describeCall(baseUrl(config), request, config, {
        withCredentials: withCredentialsNow,
        token: withCredentialsNow ? extra.getToken() : null,
        visitor,
        forced: api.forced,
      });
      const response = await fetchFn(call.url, { ...call.init, signal: deadline.signal });
      return await readReply(response, request.decode, maxReplyBytes);
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
