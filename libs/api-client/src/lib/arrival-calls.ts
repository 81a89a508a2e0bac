import type { DecodedRequest } from './api-request';
import type { Decoder } from './schemas/decode';
import { describeCall, MAX_REPLY_BYTES, readReply } from './call';
import type { AppConfig } from './config/app-config';
import {
  type ArrivalData,
  type ArrivalEndpoint,
  arrivalRequests,
} from './requests/arrival-requests';
import type { ArrivalCall } from './arrival-call';

/**
 * How long a reply of an arrival call waits for the store to take it: the store asks for the same
 * call as soon as it exists, and a reply older than this would show stale data.
 */
export const ARRIVAL_REPLY_KEPT_MS = 30_000;

export interface ArrivalCallsOptions {
  readonly config: AppConfig;
  readonly fetch: typeof fetch;
  /** The visitor's stored token (sent, as by the store, only when the config's `authRequired`). */
  readonly token: string | null;
  /** The clock of {@link ARRIVAL_REPLY_KEPT_MS}; `performance.now` by default. */
  readonly now?: () => number;
}

/**
 * Calls of the own API made before the app's store and framework have arrived, so that the first
 * screen's replies (and the image of its largest paint) are on their way while the framework
 * downloads; the store then takes each reply over rather than asking again.
 */
export interface ArrivalCalls {
  /**
   * Sends `call` now, as its RTK Query endpoint would, and resolves to its decoded reply;
   * undefined when it failed. Never rejects.
   */
  get<K extends ArrivalEndpoint>(call: ArrivalCall<K>): Promise<ArrivalData<K> | undefined>;
  /**
   * Sends `call` now, as {@link get} does, for the store alone: its reply is read (and checked)
   * only once, when the store takes it over.
   */
  send(call: ArrivalCall): void;
  /** Calls `listener` with every call made, those made so far at once, later ones as they go. */
  each(listener: (call: ArrivalCall) => void): void;
  /**
   * A `fetch` for the store: a GET of an arrival call's address with the same cache mode is
   * answered once by that call's reply (a failed one is asked for again); anything else goes to
   * the network.
   */
  readonly fetch: typeof fetch;
}

interface SentCall {
  readonly response: Promise<Response>;
  readonly sentAt: number;
}

export function createArrivalCalls({
  config,
  fetch: fetchFn,
  token,
  now = () => performance.now(),
}: ArrivalCallsOptions): ArrivalCalls {
  const sent = new Map<string, SentCall>();
  const made: ArrivalCall[] = [];
  const listeners: ((call: ArrivalCall) => void)[] = [];
  /** Sends a call: its request (which decodes the reply) and its reply; undefined if it could not go. */
  function send(call: ArrivalCall) {
    const build = arrivalRequests[call.endpoint] as (args: unknown) => DecodedRequest<unknown>;
    const request = build(call.args);
    let response: Promise<Response>;
    try {
      const described = describeCall(config.apiBaseUrl, request, config, {
        withCredentials: true,
        token,
        forced: call.fresh,
      });
      response = fetchFn(described.url, described.init);
      // A call no screen takes over (the visitor moved on) may fail unseen: the screen that asks
      // again says so. Whoever takes it over still gets the failure.
      response.catch(() => undefined);
      sent.set(callKey(described.url, described.init), { response, sentAt: now() });
    } catch {
      return undefined;
    }
    made.push(call);
    for (const listener of listeners) listener(call);
    return { request, response };
  }
  function get<K extends ArrivalEndpoint>(
    call: ArrivalCall<K>,
  ): Promise<ArrivalData<K> | undefined> {
    const sentCall = send(call);
    if (!sentCall) return Promise.resolve(undefined);
    const decode = sentCall.request.decode as Decoder<ArrivalData<K>>;
    return sentCall.response
      .then((reply) => readReply(reply.clone(), decode, MAX_REPLY_BYTES))
      .then(
        (result) => ('data' in result ? result.data : undefined),
        () => undefined,
      );
  }
  return {
    get,
    send(call) {
      send(call);
    },
    each(listener) {
      listeners.push(listener);
      for (const call of made) listener(call);
    },
    fetch(input, init) {
      const key =
        typeof input === 'string' && (init?.method ?? 'GET') === 'GET'
          ? callKey(input, init)
          : undefined;
      const early = key === undefined ? undefined : sent.get(key);
      if (key === undefined || !early) return fetchFn(input, init);
      sent.delete(key);
      if (now() - early.sentAt > ARRIVAL_REPLY_KEPT_MS) return fetchFn(input, init);
      // Each reply reaches the store in a task of its own: the store reads and checks it there,
      // and the first screen's replies taken over at once would be one long task on a slow phone.
      return untilAborted(
        early.response.then(inNextTask, () => fetchFn(input, init)),
        init?.signal,
      );
    },
  };
}

/** `value`, once the tasks queued before it have run. */
function inNextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}

/** Calls are the same when they ask for the same address past the same caches. */
function callKey(url: string, init: RequestInit | undefined): string {
  return `${init?.cache ?? 'default'} ${url}`;
}

/** `promise`, or the abort of `signal` if that comes first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
