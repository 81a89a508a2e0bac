import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import {
  type AppConfig,
  createImageCodec,
  createPageViewTracker,
  loadConfig,
} from '@video/api-client';
import { storage } from '@video/storage';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createSnackbar } from '@video/ui';
import { App, shellRoutes } from './app';
import { BootError } from './boot-error';
import { preloadScreen, startFirstCalls, vendorPath } from './routes';
import { followColorScheme, systemDarkQuery } from '../core/color-scheme';
import { createConnectivity, probeOf } from '../core/connectivity';
import { createExternalOpener } from '../core/external-links';
import { createInstallOffer } from '../core/install-offer';
import { takeHandedToken } from '../core/handed-token';
import type { AppServices } from '../core/services';
import { makeStore } from '../core/store/make-store';
import { createUpdateOffer } from '../core/update-offer';
import { registerServiceWorker } from './service-worker';
import { tokenHanded } from '../core/store/session-slice';
import { ensureVisitorCode } from '../core/visitor-code';

function createServices(config: AppConfig, appRoot: string): AppServices {
  const connectivity = createConnectivity({ probe: probeOf(appRoot) });
  const codec = createImageCodec({ fetch: window.fetch.bind(window), cipher: config.imageCipher });
  // The decrypt worker's script loads beside the first API calls, not after the first cover.
  codec.prepare();
  const tracker = createPageViewTracker({
    siteId: config.stats?.siteId,
    endpoint: config.stats?.endpoint ?? '',
    fetch: connectivity.watch(window.fetch.bind(window)),
  });
  const snackbar = createSnackbar();
  return {
    config,
    storage,
    snackbar,
    loadImage: (image, signal) => codec.load(image, signal),
    trackPageView: (path) => tracker.track(path),
    now: () => Date.now(),
    pageOpenedAt: performance.timeOrigin,
    random: () => Math.random(),
    openExternal: createExternalOpener(snackbar),
    updateOffer: createUpdateOffer(),
    connectivity,
    colorScheme: followColorScheme({
      storage,
      root: document.documentElement,
      systemDark: systemDarkQuery(),
    }),
    install: createInstallOffer(window),
  };
}

/** Loads the runtime config, then renders the app, or a boot error in Chinese when it cannot. */
export async function boot(container: HTMLElement): Promise<void> {
  // Before anything is fetched: a handed-over token leaves the address at once.
  const handedToken = takeHandedToken(window.location, window.history);
  const root = createRoot(container);
  // The first screen's code downloads beside the config: it renders without a loading flash.
  const screenLoaded = preloadScreen(window.location.pathname);
  // config.json sits beside index.html, whatever deep link the visitor opened.
  const appRoot = new URL(import.meta.env.BASE_URL, window.location.href).href;
  const result = await loadConfig(window.fetch.bind(window), appRoot);
  if (!result.ok) {
    console.error('config.json is unusable:', result.problems);
    root.render(<BootError problems={result.problems} />);
    return;
  }
  const services = createServices(result.config, appRoot);
  ensureVisitorCode(services.storage);
  const router = createBrowserRouter(shellRoutes);
  const store = makeStore(
    {
      config: result.config,
      storage: services.storage,
      clientWidth: window.innerWidth,
      fetch: services.connectivity.watch(window.fetch.bind(window)),
      isOffline: () => !services.connectivity.isOnline(),
      onUnauthorized: (message) => void router.navigate(vendorPath(message), { replace: true }),
    },
    handedToken === null ? undefined : { handedToken },
  );
  // A token link opened where the app already is changes only the fragment: no new load.
  window.addEventListener('hashchange', () => {
    const handed = takeHandedToken(window.location, window.history);
    if (handed !== null) store.dispatch(tokenHanded(handed));
  });
  // Back online (or back to the tab), what the screens show is asked for again.
  setupListeners(store.dispatch);
  // The screen's first calls go out once its code is in, while the rest of the app starts.
  await Promise.all([
    screenLoaded,
    startFirstCalls(window.location, store, services, {
      authRequired: result.config.authRequired,
    }),
  ]);
  // A transition renders in slices that yield to the browser every few milliseconds, so the
  // first screen never holds a slow phone's main thread in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} services={services} router={router} />
      </StrictMode>,
    );
  });
  registerServiceWorker(services.updateOffer);
}
