import type { Decoder } from './schemas/decode';

/** A query-string value. */
export type QueryValue = string | number | boolean;

/**
 * The server a call goes to: the own API (`config.apiBaseUrl`) or the share service
 * (`config.shareApiBaseUrl`), each with its own rules for credentials and for naming the visitor
 * (`API_SERVICES`).
 */
export type ApiName = 'own' | 'share';

/**
 * One call of the contract and how to read its reply: what an endpoint asks the base query for,
 * and what `sendRequest` sends without a store. The request functions under `requests/` build one
 * per call of the contract.
 */
export interface ApiRequest {
  /** Which server answers it. */
  readonly api: ApiName;
  /** Path below the api's base URL, e.g. `/api/videosort`. */
  readonly url: string;
  readonly method?: 'GET' | 'POST' | 'DELETE';
  readonly params?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  readonly body?: object;
  /** Adds the config's `site` to the body, or to the query when there is no body. */
  readonly withSite?: boolean;
  /** Validates and maps `rescont`. */
  readonly decode: Decoder<unknown>;
}

/** A page of a list that takes nothing else. */
export interface PageArgs {
  readonly page: number;
}

/** Meta of a successful call: the envelope's `msg`, which some calls show (feedback). */
export interface ApiMeta {
  readonly message: string;
}

/** An {@link ApiRequest} to server `A` whose reply decodes to `T`. */
export interface DecodedRequest<T, A extends ApiName = ApiName> extends ApiRequest {
  readonly api: A;
  readonly decode: Decoder<T>;
}
