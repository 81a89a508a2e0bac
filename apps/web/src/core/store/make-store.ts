import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  isRejectedWithValue,
} from '@reduxjs/toolkit';
import { type ApiError, type ApiExtra, type AppConfig, isApiError } from '@video/api-client';
import { ownApi, shareApi } from '@video/api-client/react';
import { storageKeys, type TypedStorage } from '@video/storage';
import { forgetWorkerReplies } from './forget-worker-replies';
import {
  initialSessionState,
  loggedOut,
  sessionSlice,
  type SessionState,
  tokenReceived,
} from './session-slice';

const rootReducer = combineSlices(sessionSlice, ownApi, shareApi);

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreEnvironment {
  readonly config: AppConfig;
  readonly storage: TypedStorage;
  /** Defaults to the global fetch; tests may pass their own. */
  readonly fetch?: typeof fetch;
  /** Whether the device is offline (see `Connectivity`); defaults to the browser's flag. */
  readonly isOffline?: () => boolean;
  /** The viewport width at boot. */
  readonly clientWidth?: number;
  /** A call answered 401: the app goes to the vendor screen with the server's message. */
  readonly onUnauthorized?: (message: string) => void;
  /** Any other call failed (`call` is its endpoint's name): for the error reports. */
  readonly onCallFailed?: (call: string, error: ApiError) => void;
  /** Empties the service worker's kept API replies; by default its `api` cache, where there is one. */
  readonly forgetKeptReplies?: () => void;
}

/** The session as it starts: persisted parts from storage, ad switch from the config. */
function bootSession({ config, storage, clientWidth }: StoreEnvironment): SessionState {
  return {
    ...initialSessionState,
    xbbBonus: storage.get(storageKeys.xbbBonus),
    token: storage.get(storageKeys.token),
    isShowAd: config.isShowAd,
    resizeData: { clientWidth: clientWidth ?? initialSessionState.resizeData.clientWidth },
  };
}

/**
 * A fresh store: the session slice and both RTK Query apis, with the api environment passed as the
 * thunk extra argument. Only `xbbBonus` and `token` are persisted, each written when it changes.
 * Replies belong to the visitor they were asked for: a sign-out (a 401) empties the worker's kept
 * replies, and a new token (none after a sign-out included) or identification code, here or in
 * another tab, empties them and the store's api state too, so that nothing asked for before is
 * shown after.
 */
export function makeStore(env: StoreEnvironment, preloadedSession?: Partial<SessionState>) {
  const forgetKeptReplies = env.forgetKeptReplies ?? (() => void forgetWorkerReplies());
  let readToken = (): string | null => null;
  const extra: ApiExtra = {
    getConfig: () => env.config,
    getToken: () => readToken(),
    getVisitorCode: () => env.storage.get(storageKeys.uuid) || null,
    fetch: env.fetch,
    isOffline: env.isOffline,
  };
  const listeners = createListenerMiddleware();
  listeners.startListening({
    predicate: (action) =>
      isRejectedWithValue(action) &&
      isApiError(action.payload) &&
      action.payload.kind === 'unauthorized',
    effect: (action, api) => {
      forgetKeptReplies();
      api.dispatch(loggedOut());
      if (isRejectedWithValue(action) && isApiError(action.payload))
        env.onUnauthorized?.(action.payload.message);
    },
  });
  listeners.startListening({
    predicate: (action) =>
      isRejectedWithValue(action) &&
      isApiError(action.payload) &&
      action.payload.kind !== 'unauthorized',
    effect: (action) => {
      if (!isRejectedWithValue(action) || !isApiError(action.payload)) return;
      const arg = action.meta.arg as { endpointName?: unknown } | undefined;
      const call = typeof arg?.endpointName === 'string' ? arg.endpointName : 'unknown';
      env.onCallFailed?.(call, action.payload);
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { ...bootSession(env), ...preloadedSession } },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(ownApi.middleware, shareApi.middleware),
  });
  readToken = () => store.getState().session.token || null;

  const forgetReplies = () => {
    forgetKeptReplies();
    store.dispatch(ownApi.util.resetApiState());
    store.dispatch(shareApi.util.resetApiState());
  };

  let persisted = store.getState().session;
  store.subscribe(() => {
    const { session } = store.getState();
    const before = persisted;
    persisted = session;
    if (session.xbbBonus !== before.xbbBonus)
      env.storage.set(storageKeys.xbbBonus, session.xbbBonus);
    if (session.token !== before.token) {
      env.storage.set(storageKeys.token, session.token);
      forgetReplies();
    }
  });
  // A token taken or dropped in another tab: this one follows (and so forgets what it asked for
  // the visitor before), rather than sending a token the visitor no longer has.
  env.storage.subscribe(storageKeys.token, (next) => {
    if (next === store.getState().session.token) return;
    store.dispatch(next === '' ? loggedOut() : tokenReceived(next));
  });
  // The code changed here or in another tab; a first visitor's new code has nothing to forget.
  let code = env.storage.get(storageKeys.uuid);
  env.storage.subscribe(storageKeys.uuid, (next) => {
    const before = code;
    code = next;
    if (before !== '' && next !== before) forgetReplies();
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
