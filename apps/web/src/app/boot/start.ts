import { createPageViewTracker, heldWhileOffline } from '@video/api-client';
import type { EncryptedImage } from '@video/domain';
import { ensureVisitorCode, storage } from '@video/storage';
import { setupListeners } from '@reduxjs/toolkit/query';
import { takeOverArrivalCalls } from '@video/api-client/react';
import { createSnackbar } from '@video/ui';
import type { EarlyReady, EarlyStart } from './early-start';
import { preloadScreen } from '../screens';
import { followColorScheme, systemDarkQuery } from '../../core/color-scheme';
import { createConnectivity, probeOf } from '../../core/connectivity';
import { browserNetwork } from '../../core/network';
import { canKeepFilms } from '../../core/kept-films-support';
import { createExternalOpener } from '../../core/external-links';
import { imageLanes } from '../../core/image-lanes';
import { nextTask } from '../../core/next-task';
import { onePerTask } from '../../core/one-per-task';
import { createInstallOffer } from '../../core/install-offer';
import { takeHandedToken } from '../../core/handed-token';
import type { AppServices } from '../../core/services';
import { type AppStore, makeStore } from '../../core/store/make-store';
import { createUpdateOffer } from '../../core/update-offer';
import { vendorPath } from '../../core/logout-reasons';
import { tokenHanded } from '../../core/store/session-slice';
import { type DeferredNavigator, deferredNavigator } from './deferred-navigator';
import { type FieldReports, startFieldReports } from './field-reports';
import { followViewportHeight, supportsDynamicViewportUnits } from '../../core/viewport-height';
import type { renderApp } from './render';
import { showRenderFailure } from './render-failure';

function createServices({ config, appRoot, codec, leadImage }: EarlyReady): {
  services: AppServices;
  field: FieldReports;
} {
  const connectivity = createConnectivity({ probe: probeOf(appRoot) });
  // First, so that what fails from here on is reported.
  const field = startFieldReports({
    config,
    storage,
    isOnline: () => connectivity.isOnline(),
    fetch: window.fetch.bind(window),
  });
  const images = imageLanes(
    Object.assign((image: EncryptedImage, signal?: AbortSignal) => codec.load(image, signal), {
      cached: (image: EncryptedImage) => codec.cached(image),
    }),
  );
  // Other images wait for the lead image the start already has on its way (or in).
  void images.lead(leadImage);
  const tracker = heldWhileOffline(
    createPageViewTracker({
      siteId: config.stats?.siteId,
      endpoint: config.stats?.endpoint ?? '',
      fetch: connectivity.watch(window.fetch.bind(window)),
    }),
    connectivity,
  );
  const snackbar = createSnackbar();
  let keptFilms: ReturnType<NonNullable<AppServices['keptFilms']>> | undefined;
  const services: AppServices = {
    config,
    storage,
    snackbar,
    loadImage: images.other,
    trackPageView: (path) => tracker.track(path),
    now: () => Date.now(),
    pageOpenedAt: performance.timeOrigin,
    random: () => Math.random(),
    openExternal: createExternalOpener(snackbar),
    updateOffer: createUpdateOffer(),
    connectivity,
    network: browserNetwork(navigator),
    keptFilms: canKeepFilms(window)
      ? () =>
          (keptFilms ??= import('../../shared/kept-films/open-kept-films').then(
            ({ openKeptFilms }) =>
              openKeptFilms({
                storage,
                online: connectivity,
                caches: window.caches,
                fetch: window.fetch.bind(window),
                now: () => Date.now(),
              }),
          ))
      : null,
    colorScheme: followColorScheme({
      storage,
      root: document.documentElement,
      systemDark: systemDarkQuery(),
    }),
    install: createInstallOffer(window),
    reportError: field.reportError,
  };
  return { services, field };
}

/** The app's pieces once the config is in: what the first render needs. */
export interface Booted {
  readonly ok: true;
  readonly store: AppStore;
  readonly services: AppServices;
  /**
   * Where the store's moves (a 401 to the vendor screen) go once the router exists: a move asked
   * for before is made as soon as the router is handed over.
   */
  readonly navigator: DeferredNavigator;
}

/** The config could not be used: what was wrong with it, for the boot error. */
export interface BootFailed {
  readonly ok: false;
  readonly problems: readonly string[];
}

/**
 * Everything of the start that needs no renderer, carried on from what the start before the
 * framework began ({@link EarlyStart}): the store, which takes over the replies of the calls made
 * so far, the services, and the screen's arrival calls. Resolves once the first screen's code is in
 * as well, so that it renders without a loading flash.
 */
async function startStore({ handedToken, ready }: EarlyStart): Promise<Booted | BootFailed> {
  // The first screen's code downloads beside the store.
  const screenLoaded = preloadScreen(window.location.pathname);
  const early = await ready;
  if (!early.ok) {
    console.error('config.json is unusable:', early.problems);
    return { ok: false, problems: early.problems };
  }
  const { services, field } = createServices(early);
  ensureVisitorCode(services.storage);
  // The services, the store and the replies taken over each in a task of their own (one long
  // task on a slow phone otherwise).
  await nextTask();
  const navigator = deferredNavigator();
  const store = makeStore(
    {
      config: early.config,
      storage: services.storage,
      clientWidth: window.innerWidth,
      fetch: services.connectivity.watch(early.calls.fetch),
      isOffline: () => !services.connectivity.isOnline(),
      onUnauthorized: (message) => navigator.navigate(vendorPath(message), { replace: true }),
      onCallFailed: field.reportCallFailure,
    },
    handedToken === null ? undefined : { handedToken },
  );
  // A token link opened where the app already is changes only the fragment: no new load.
  window.addEventListener('hashchange', () => {
    const handed = takeHandedToken(window.location, window.history, import.meta.env.BASE_URL);
    if (handed !== null) store.dispatch(tokenHanded(handed));
  });
  // Back online (or back to the tab), what the screens show is asked for again.
  setupListeners(store.dispatch);
  // The arrival calls the start made (and those it makes later) go into the store, a call per task
  // (each sets the store's machinery in motion: ≈ 12 ms of a slow phone).
  const takeOver = onePerTask();
  takeOverArrivalCalls(store.dispatch, {
    each: (listener) => early.calls.each((call) => takeOver.run(() => listener(call))),
  });
  await takeOver.done();
  await screenLoaded;
  return { ok: true, store, services, navigator };
}

/**
 * Starts the app in `container`, carrying on from what the start before the framework began:
 * the store, which takes the arrival calls over, now; the first render with `renderer` (React DOM
 * and the shell, downloading beside this module) once the first screen's code is in.
 */
export function startApp(
  container: HTMLElement,
  early: EarlyStart,
  renderer: Promise<{ readonly renderApp: typeof renderApp }>,
): void {
  // Before the first render: full-screen layouts need the visible height where dvh is missing.
  followViewportHeight({
    window,
    root: document.documentElement,
    supportsDvh: supportsDynamicViewportUnits(),
  });
  void startStore(early)
    .then(async (booted) => {
      const { renderApp } = await renderer;
      renderApp(container, booted);
    })
    .catch((error: unknown) => {
      console.error('the app could not be loaded', error);
      showRenderFailure(container, () => window.location.reload());
    });
}
