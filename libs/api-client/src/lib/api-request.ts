import type { Decoder } from './schemas/decode';

/** A query-string value. */
export type QueryValue = string | number | boolean;

/** What an endpoint asks the base query for: one call of the contract and how to read its reply. */
export interface ApiRequest {
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

/** Meta of a successful call: the envelope's `msg`, which some calls show (feedback). */
export interface ApiMeta {
  readonly message: string;
}

/** An {@link ApiRequest} whose reply decodes to `T`. */
export interface DecodedRequest<T> extends ApiRequest {
  readonly decode: Decoder<T>;
}
