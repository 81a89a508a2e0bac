import { format } from '@video/domain';

/**
 * - `unauthorized`: HTTP 401; the app goes to `/vendor?logout=logout&msg=…` with `message`.
 * - `notFound`: HTTP 404; what was asked for does not exist (a removed video): retrying won't help.
 * - `network`: any other failure to get an envelope: non-2xx, timeout, no network, not JSON, or an
 *   envelope whose `code` is outside 2xx (a backend that answers every call with HTTP 200).
 * - `invalid`: a 2xx envelope whose `rescont` does not fit the endpoint's schema.
 */
export type ApiErrorKind = 'unauthorized' | 'notFound' | 'network' | 'invalid';

/** How every failed call of the own API and the share service reaches the app (as RTK Query `error`). */
export interface ApiError {
  readonly kind: ApiErrorKind;
  /** zh-CN text to show: the server's `msg` for `unauthorized`, else 网络错误，请稍后重试. */
  readonly message: string;
  /** For `invalid`: where the reply broke the schema, for the app's log. */
  readonly issues?: readonly string[];
  /**
   * The status the call failed with, for error reports: the HTTP status, or the body's `code`
   * when HTTP said success. None when no reply came (no network, a timeout).
   */
  readonly status?: number;
}

const KINDS: readonly string[] = [
  'unauthorized',
  'notFound',
  'network',
  'invalid',
] satisfies ApiErrorKind[];

/** True when `value` is an {@link ApiError}, e.g. the `error` of a query hook or a rejected `unwrap()`. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, message } = value as Record<string, unknown>;
  return typeof kind === 'string' && KINDS.includes(kind) && typeof message === 'string';
}

/**
 * The error of a call that did not come back as an envelope; `offline` when the device has no
 * network at all, which the visitor is told as such (网络已断开) rather than as a server fault.
 */
export function networkError(offline = false, status?: number): ApiError {
  const message = format(offline ? 'network.offline' : 'network.error');
  return status === undefined ? { kind: 'network', message } : { kind: 'network', message, status };
}

/** The error of a 401 reply: the server's `msg`, or the network text when it sent none. */
export function unauthorizedError(message: string): ApiError {
  return { kind: 'unauthorized', message: message || format('network.error'), status: 401 };
}

/** The error of a 404 reply; screens name what is missing, others show the network text. */
export function notFoundError(): ApiError {
  return { kind: 'notFound', message: format('network.error'), status: 404 };
}

/** The error of a 2xx reply whose content does not fit; the user sees the network text. */
export function invalidReplyError(issues: readonly string[], status?: number): ApiError {
  const error: ApiError = { kind: 'invalid', message: format('network.error'), issues };
  return status === undefined ? error : { ...error, status };
}
