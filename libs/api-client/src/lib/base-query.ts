import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { readApiExtra } from './api-extra';
import type { ApiError } from './api-error';
import type { ApiMeta, ApiName, ApiRequest } from './api-request';
import { API_SERVICES, sendTo } from './send-request';

export { MAX_REPLY_BYTES } from './call';

/** The base query of the api of server `A`: it takes that server's requests only. */
export type ApiBaseQuery<A extends ApiName = ApiName> = BaseQueryFn<
  ApiRequest & { readonly api: A },
  unknown,
  ApiError,
  object,
  ApiMeta
>;

/**
 * An RTK Query base query for server `api` (`API_SERVICES`) on `fetch` that applies the
 * contract's HTTP rules: JSON, credentials, the 60 s timeout, the bearer token when
 * `authRequired`, the envelope, and `request.decode` on `rescont`. Every failure resolves to an
 * {@link ApiError}; nothing throws, navigates or toasts. The config, token and fetch come from the
 * store's extra argument (`ApiExtra`). It sends what `sendRequest` sends without a store.
 */
export function createBaseQuery<A extends ApiName>(api: A): ApiBaseQuery<A> {
  const service = API_SERVICES[api];
  return (request, { extra, signal, forced }) =>
    sendTo(service, request, readApiExtra(extra), { signal, forced });
}
