import type { DecodedRequest } from './api-request';
import {
  type CallCredentials,
  type CallResult,
  describeCall,
  MAX_REPLY_BYTES,
  readReply,
} from './call';
import type { AppConfig } from './config/app-config';
import { networkError } from './api-error';

export interface SendRequestOptions {
  readonly config: AppConfig;
  /** Which API: `config.apiBaseUrl` (the own API) or `config.shareApiBaseUrl`. */
  readonly baseUrl: string;
  /** Defaults to the global `fetch`. */
  readonly fetch?: typeof fetch;
  /** Cookies and the token; none by default. */
  readonly credentials?: CallCredentials;
  readonly signal?: AbortSignal;
}

const NO_CREDENTIALS: CallCredentials = { withCredentials: false, token: null };

/**
 * Sends one request of the contract without a store, as a front end without Redux does: the
 * same call the RTK Query endpoints send, its reply decoded and validated the same way. Never
 * rejects: a failed network is the network error (an abort too, with `signal`'s reason).
 */
export async function sendRequest<T>(
  request: DecodedRequest<T>,
  {
    config,
    baseUrl,
    fetch: fetchFn = fetch,
    credentials = NO_CREDENTIALS,
    signal,
  }: SendRequestOptions,
): Promise<CallResult<T>> {
  const { url, init } = describeCall(baseUrl, request, config, credentials);
  try {
    const response = await fetchFn(url, { ...init, signal });
    return await readReply(response, request.decode, MAX_REPLY_BYTES);
  } catch {
    return { error: networkError() };
  }
}
