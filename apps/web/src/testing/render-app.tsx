import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { type AppConfig, createArrivalCalls } from '@video/api-client';
import { takeOverArrivalCalls } from '@video/api-client/react';
import { createMswHandlers, type ReferenceApiOptions, testConfig } from '@video/api-client/testing';
import { createStorage, memoryAdapter, type TypedStorage } from '@video/storage';
import { createSnackbar } from '@video/ui';
import type { NavigateOptions } from 'react-router-dom';
import { App } from '../app/app';
import { vendorPath } from '../core/logout-reasons';
import { preloadScreen } from '../app/screens';
import { startArrivalCalls } from '../app/boot/arrival-plans';
import { deferredNavigator } from '../app/boot/deferred-navigator';
import type { AppServices } from '../core/services';
import { makeStore } from '../core/store/make-store';
import { followColorScheme } from '../core/color-scheme';
import { callFailureReport } from '../core/client-errors';
import { createConnectivity } from '../core/connectivity';
import { createInstallOffer } from '../core/install-offer';
import { createUpdateOffer } from '../core/update-offer';
import { selectAdsEnabled, type SessionState } from '../core/store/session-slice';
import { fakeNetwork } from './fake-network';
import { server } from './msw-server';

/** The fixed clock of app tests: 2026-11-01 12:00 in Beijing. */
/**
 * Loads the code of the screen at `path` ahead of a test, so that a cold or instrumented run's
 * first lazy import does not eat into the test's own waits.
 */
export { preloadScreen };

export const TEST_NOW = Date.UTC(2026, 10, 1, 4, 0, 0);

export interface RenderAppOptions {
  /** The address the app opens at. */
  readonly route?: string;
  readonly config?: Partial<AppConfig>;
  readonly storage?: TypedStorage;
  readonly session?: Partial<SessionState>;
  readonly services?: Partial<AppServices>;
  /** MSW handlers that answer before the reference server (faults, odd data). */
  readonly handlers?: readonly RequestHandler[];
  /** How the reference server answers, e.g. `{ variants: true }` for the contract's other reading. */
  readonly reference?: ReferenceApiOptions;
  /** Starts the route's arrival calls before the first render, as the app's start does. */
  readonly arrival?: boolean;
}

/** A deterministic random source (a linear congruential generator). */
function seededRandom(seed = 42): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Renders the whole app at `route` with a real store, a memory router, memory storage and a fresh
 * reference server behind MSW, so that a test drives it as a visitor would.
 */
export function renderApp(options: RenderAppOptions = {}) {
  server.use(...(options.handlers ?? []), ...createMswHandlers(options.reference));
  const config: AppConfig = { ...testConfig, ...options.config };
  const storage = options.storage ?? createStorage({ adapter: memoryAdapter() });
  // The page's own history, as in the browser: React Router numbers the entry it starts at 0.
  window.history.replaceState(null, '', options.route ?? '/home');
  const navigator = deferredNavigator();
  const router = testRouter(navigator.navigate);
  // The route's arrival calls, made before the store exists and taken over by it, as the app's
  // start does.
  const calls = options.arrival
    ? createArrivalCalls({ config, fetch: (input, init) => fetch(input, init), token: null })
    : undefined;
  const reportError = options.services?.reportError ?? vi.fn<AppServices['reportError']>();
  const store = makeStore(
    {
      config,
      storage,
      ...(calls && { fetch: calls.fetch }),
      onUnauthorized: (message) => navigator.navigate(vendorPath(message), { replace: true }),
      onCallFailed: (call, error) => reportError(callFailureReport(call, error)),
    },
    options.session,
  );
  const services: AppServices = {
    config,
    storage,
    snackbar: createSnackbar(),
    loadImage: options.services?.loadImage ?? (() => Promise.resolve('blob:cover')),
    trackPageView: vi.fn(),
    now: () => TEST_NOW,
    pageOpenedAt: TEST_NOW,
    random: seededRandom(),
    openExternal: vi.fn(() => true),
    updateOffer: createUpdateOffer(),
    connectivity: createConnectivity({ probe: () => Promise.resolve(true) }),
    network: fakeNetwork(),
    keptFilms: null,
    colorScheme: followColorScheme({ storage, root: document.documentElement, systemDark: null }),
    install: createInstallOffer(window),
    reportError,
    ...options.services,
  };
  if (calls) {
    const address = new URL(options.route ?? '/home', 'http://localhost');
    const adsShown = selectAdsEnabled(store.getState());
    void startArrivalCalls(address, { calls, storage, adsShown }, Promise.resolve());
    takeOverArrivalCalls(store.dispatch, calls);
  }
  const user = userEvent.setup();
  const view = render(<App store={store} services={services} navigator={navigator} />);
  return { ...view, user, store, router, storage, services };
}

/** One entry of the session's history, as a test reads it. */
export interface TestLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** The state the link that made the entry attached to it, else null. */
  readonly state: unknown;
}

/**
 * What a test moves the app with and reads its address from: the page's history, which React
 * Router follows, and its `navigate` once the app has rendered.
 */
function testRouter(navigate: (to: string, options?: NavigateOptions) => void) {
  const entry = (): { usr?: unknown; idx?: number } =>
    (window.history.state as { usr?: unknown; idx?: number } | null) ?? {};
  return {
    get location(): TestLocation {
      const { pathname, search, hash } = window.location;
      return { pathname, search, hash, state: entry().usr ?? null };
    },
    /** Moves as a link would; wrap it in `act` like any other update. */
    navigate: (to: string, options?: NavigateOptions) => {
      navigate(to, options);
    },
    /** One step back, as the browser's back button; resolves once the browser has moved. */
    back: () =>
      new Promise<void>((resolve) => {
        window.addEventListener('popstate', () => resolve(), { once: true });
        window.history.back();
      }),
    /** Whether a step back stays in the app: the entry is not the one the test opened. */
    canGoBack: () => (entry().idx ?? 0) > 0,
  };
}
