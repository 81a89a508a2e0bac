import type { AppConfig } from './config/app-config';

/**
 * The environment of both apis, passed as the thunk extra argument so that the apis stay
 * module-level singletons while the app decides the config at boot:
 *
 * ```ts
 * configureStore({
 *   reducer: { [ownApi.reducerPath]: ownApi.reducer, [shareApi.reducerPath]: shareApi.reducer },
 *   middleware: (getDefault) =>
 *     getDefault({ thunk: { extraArgument: { getConfig, getToken } satisfies ApiExtra } })
 *       .concat(ownApi.middleware, shareApi.middleware),
 * });
 * ```
 */
export interface ApiExtra {
  /** Read on every call, so a config swapped at runtime takes effect at once. */
  readonly getConfig: () => AppConfig;
  /** The bearer token, sent only when `authRequired`. */
  readonly getToken: () => string | null;
  /**
   * The visitor's code (uuid), which every call to the share service carries (see
   * `identifyVisitor`); none leaves it to the calls that name a visitor themselves.
   */
  readonly getVisitorCode?: () => string | null;
  /**
   * Whether the device is offline, which a failed call's error tells (`network.offline`).
   * Defaults to `navigator.onLine === false`; an app that knows better passes its own.
   */
  readonly isOffline?: () => boolean;
  /** Defaults to the global `fetch`. */
  readonly fetch?: typeof fetch;
}

/** The store's extra argument as an {@link ApiExtra}; a misconfigured store is a programming error. */
export function readApiExtra(extra: unknown): ApiExtra {
  const candidate = extra as Partial<ApiExtra> | null | undefined;
  if (typeof candidate?.getConfig !== 'function' || typeof candidate.getToken !== 'function') {
    throw new TypeError(
      'api-client: configure the store with thunk.extraArgument = { getConfig, getToken } (see ApiExtra).',
    );
  }
  return candidate as ApiExtra;
}
