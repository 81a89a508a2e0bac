import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app';
import { BootError } from './boot-error';
import type { Booted, BootFailed } from './start';
import { appRoutes } from '../screens';
import { registerServiceWorker } from './service-worker';
import { warmTabScreens } from './warm-tab-screens';
import { loadsAheadNow } from '../../core/data-saver';
import { resumeKeptFilms } from './resume-kept-films';

/** The router's base: the build's base path without its trailing slash (none at the root). */
const BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '') || undefined;

/**
 * The renderer's half of the start (React DOM, the router, the shell), loaded beside the boot
 * module: renders the app once both are in, or the boot error in Chinese when the config could
 * not be used.
 */
export function renderApp(container: HTMLElement, booted: Booted | BootFailed): void {
  const root = createRoot(container);
  if (!booted.ok) {
    root.render(<BootError problems={booted.problems} />);
    return;
  }
  const { store, services, navigator } = booted;
  // Kept-alive views restore their own scroll offsets; the others start at the top.
  window.history.scrollRestoration = 'manual';
  // A transition renders in slices that yield to the browser every few milliseconds, so the
  // first screen never holds a slow phone's main thread in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} services={services} basename={BASENAME} navigator={navigator} />
      </StrictMode>,
    );
  });
  registerServiceWorker(services.updateOffer);
  // A tap on a tab then finds its screen's code evaluated already.
  if (loadsAheadNow(services)) warmTabScreens(appRoutes);
  resumeKeptFilms(services);
}
